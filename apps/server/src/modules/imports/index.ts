// Public surface of the imports module for other modules and tools.
export { default as importsRoutes } from './imports.routes';
export { createImportsService, IMPORT_QUEUE, type ImportsService } from './imports.service';
export { MAX_IMPORT_ROWS, parseImportFile, type ParsedImport } from './parsers/index';
export { templateCsv, toSafeCsv } from './imports.templates';
