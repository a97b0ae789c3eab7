import { describeHostileInput } from '../test/hostile-input';

describeHostileInput(1, 3);
