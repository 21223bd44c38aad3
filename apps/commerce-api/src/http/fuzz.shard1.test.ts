// Half of the write-route fuzz (issue 15): the rule, the generators and the settings are in testing/writeRouteFuzz.ts.
import { describeWriteRouteFuzz } from '../testing/writeRouteFuzz';

describeWriteRouteFuzz(1, 2);
