export { evaluateSegmentCondition } from './evaluateSegmentCondition';
export type { IdentityType, ShopperContext } from './evaluateSegmentCondition';
export { isSegmentCondition, segmentConditions } from './segmentConditions';
export type { SegmentCondition } from './segmentConditions';
export { selectSegment } from './selectSegment';
export type { Segment, SegmentationBlock, SegmentSelection } from './selectSegment';
export { GUEST_SHOPPER, shopperContextFrom } from './shopperContextFrom';
export type { ShopperFacts } from './shopperContextFrom';
export { experienceKey, selectExperienceVariant } from './selectExperienceVariant';
export {
  EXPERIENCE_DECISIONS_GLOBAL,
  EXPERIENCE_RECALCULATE_EVENT,
  readExperienceDecision,
} from './readExperienceDecision';
export type { ExperienceChoice, ExperienceDecision, ExperienceVariant } from './selectExperienceVariant';
export { experienceDecisionsFrom, recommendationsFrom } from './engineDecisions';
export type { EngineAction, EngineRecommendations, EngineRecommendedProduct } from './engineDecisions';
export { forcedDecisions, parseTestContext } from './parseTestContext';
export type { TestContext } from './parseTestContext';
