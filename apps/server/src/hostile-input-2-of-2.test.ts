import { describeHostileInput } from '../test/hostile-input-sweep';

describeHostileInput(1, 2);
