// Public surface of the mocks module: its routes (under /api/v2) and its CSV exports (outside it).
export { default as mocksRoutes } from './mocks.routes';
export { default as mockExportRoutes } from './mock-exports.routes';
export { createMocksService, type MocksService } from './mocks.service';
