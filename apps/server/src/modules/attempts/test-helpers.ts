// The sitting fixtures live with the other shared test fixtures; attempts tests import them from here.
export { sittingFixtures } from '../../../test/sitting-fixtures';
