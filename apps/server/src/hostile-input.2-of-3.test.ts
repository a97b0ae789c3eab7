import { describeHostileInput } from '../test/hostile-input';

describeHostileInput(2, 3);
