export { useMswServer } from './mswServer';
export { renderWithUser } from './render';
export { axeViolations } from './axe';
