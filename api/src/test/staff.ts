// The staff test helpers (log in the development owner, create staff of a role), for the tests
// of other modules, which reach the staff module only through the test tree.
export { ownerToken, staffOf, staffSuite } from '../modules/staff/staff.test-kit';
