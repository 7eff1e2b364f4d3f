/** While the page prints, every <details> inside a container is open; afterwards the ones it opened close again. */
import { type RefObject, useEffect } from "react";

export function useOpenForPrint(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [...(container.current?.querySelectorAll("details:not([open])") ?? [])] as HTMLDetailsElement[];
      for (const details of opened) details.open = true;
    };
    const close = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener("beforeprint", open);
    window.addEventListener("afterprint", close);
    return () => {
      window.removeEventListener("beforeprint", open);
      window.removeEventListener("afterprint", close);
    };
  }, [container]);
}
