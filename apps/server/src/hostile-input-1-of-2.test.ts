import { describeHostileInput } from '../test/hostile-input-sweep';

describeHostileInput(0, 2);
