/** Link components under test in a memory router whose page says where it is and how it was reached. */
import { fireEvent, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigationType } from "react-router";
import { expect } from "vitest";

/** The page shown below the links: "/contact?x=1#f by PUSH". */
function WhereAndHow() {
  const location = useLocation();
  return (
    <h1>
      {location.pathname}
      {location.search}
      {location.hash} by {useNavigationType()}
    </h1>
  );
}

/** Renders `links` above the page at `path` (with "/" before it in the history); the router, to read its state. */
export function renderLinksAt(links: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            {links}
            <Outlet />
          </>
        ),
        children: [{ path: "*", element: <WhereAndHow /> }],
      },
    ],
    { initialEntries: ["/", path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Clicks `link` with Ctrl, Cmd, Shift or Alt held, and with the middle button, and expects each left to the browser. */
export function expectModifiedClicksLeftToBrowser(link: HTMLElement): void {
  for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    // fireEvent answers false when a handler prevented the browser's own action.
    expect(fireEvent.click(link, modifier), JSON.stringify(modifier)).toBe(true);
  }
}
