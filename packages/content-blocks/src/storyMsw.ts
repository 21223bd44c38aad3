// The stories' msw worker (not exported from the package): one per Storybook page, shared with the storefront's
// stories, so it lives in @switchback/test-utils.
export { answerStoryRequests } from '@switchback/test-utils/story-msw';
