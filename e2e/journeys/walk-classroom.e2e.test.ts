import { DEMO_ACCOUNTS, describeWalks } from '../support';

describeWalks('walk-classroom-server', [
  ['student', DEMO_ACCOUNTS.student, '/student'],
  ['teacher', DEMO_ACCOUNTS.teacher, '/teacher'],
]);
