/** The spec's numbers (§4, §5, §9), named once. */
export const MOBILE_BREAKPOINT_PX = 1000;
export const SCROLLED_OFFSET_PX = 40;
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;
export const SCROLL_TO_TOP_OPACITY = 0.7;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 3;
export const SEARCH_WEIGHTS = { keyword: 10, title: 5, description: 1 } as const;
export const CSRF_RETRY_LIMIT = 3;
export const ADMIN_LOGIN_PATH = "/secure-pcs-login";
export const ADMIN_DASHBOARD_PATH = "/admin";
