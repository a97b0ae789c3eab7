import { DEMO_ACCOUNTS, describeWalks } from '../support';

describeWalks('walk-public-and-staff-server', [
  ['visitor', null, '/'],
  ['content staff', DEMO_ACCOUNTS.staff, '/staff'],
]);
