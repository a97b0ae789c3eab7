import { describeHostileInput } from '../test/hostile-input';

describeHostileInput(3, 3);
