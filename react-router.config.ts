import type { Config } from "@react-router/dev/config";

// Server rendering is required: every public URL must answer with its full content (see DESIGN.md).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Every route known from the start (ADR 074): no manifest request after load, and no second render of the
  // whole page when its answer arrives.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
