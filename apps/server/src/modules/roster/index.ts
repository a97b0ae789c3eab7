// Public surface of the roster module for other modules and the CLI.
export { default as rosterRoutes } from './roster.routes';
export { createRosterService, type RosterService } from './roster.service';
export { readRosterFolder, unzipRoster } from './read-files';
