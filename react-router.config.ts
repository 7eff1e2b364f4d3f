import type { Config } from "@react-router/dev/config";

// Server rendering is required: every public URL must answer with its full content (see DESIGN.md).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
