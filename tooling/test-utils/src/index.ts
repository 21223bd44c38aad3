export { setupMswServer, useMswServer } from './mswServer';
export { renderWithUser } from './render';
export { axeViolations } from './axe';
export { installDialogStandIn } from './dialogStandIn';
