import { DEMO_ACCOUNTS, describeWalks } from '../support';

describeWalks('walk-admins-server', [
  ['school admin', DEMO_ACCOUNTS.schoolAdmin, '/school'],
  ['platform admin', DEMO_ACCOUNTS.admin, '/admin'],
]);
