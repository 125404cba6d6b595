/** The ids the top bar's menu button and the sidebar drawer name each other by (aria-controls, focus return). */
export const SIDEBAR_ID = 'project-sidebar'
export const SIDEBAR_MENU_BUTTON_ID = 'sidebar-menu-button'
