export { BlockRenderer } from './BlockRenderer';
export type { BlockProblemReport, BlockRendererProps } from './BlockRenderer';
export { parseBlock } from './parseBlock';
export { LazyBlockRenderer, preloadBlockPreparer } from './LazyBlockRenderer';
export type { LazyBlockRendererProps } from './LazyBlockRenderer';
export { prepareBlocks } from './prepareBlocks';
export type { PrepareBlocksOptions } from './prepareBlocks';
export { blockStylesheetsFor, blockStylesheetTypes, hasBlockStylesheet } from './blockStylesheets';
export { collectBlockStylesheets } from './collectBlockStylesheets';
export type { BlockStylesheetType } from './blockStylesheets';
export { isPreparedBlock } from './preparedBlock';
export type { PreparedBlock, PreparedBlockProblem } from './preparedBlock';
export { blockCatalog, islandWake, islandWakeAfter } from './blockCatalog';
export type { BlockTypeInfo, CatalogEntry, IslandWake } from './blockCatalog';
export { loadBlock, loadedBlock, preloadBlockIslands, preloadBlocks } from './blockComponents';
export { loadRichTextSanitizer, useCleanHtml } from './richTextSanitizer';
export { BlockCode, BlockIsland, DeferredIsland } from './BlockIsland';
export { EARLY_LIVE_CLICKS_SCRIPT, LIVE_CLICK, islandForm, replayEarlyLiveClicks } from './liveClick';
export { loadMegaMenu, loadedMegaMenu } from './megaMenuLoader';
export { loadOnce } from './loadOnce';
export type { LoadOnce } from './loadOnce';
export type { BlockIslandProps, DeferredIslandProps } from './BlockIsland';
export type { Block, ParsedBlock } from './parseBlock';
export { blockRegistry, createBlockRegistry, defineBlock, previewDocTypes } from './blockRegistry';
export type {
  AnyBlockDefinition,
  BlockDefinition,
  BlockRegistry,
  BlockRenderProps,
  PreviewDocType,
} from './blockRegistry';
export type { BlockEvent, BlockEventHandler, BlockEventTarget, PromotionTracking } from './blockEvents';
export { promotionTrackingSchema } from './blockEvents';
export { Accordion } from './Accordion';
export type { AccordionProps } from './Accordion';
export { accordionBlockSchema } from './accordionBlockSchema';
export type { AccordionBlock } from './accordionBlockSchema';
export { CategoryCardCollection } from './CategoryCardCollection';
export type { CategoryCardCollectionProps } from './CategoryCardCollection';
export { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
export type { CategoryCardCollectionBlock } from './categoryCardCollectionBlockSchema';
export { Banner } from './Banner';
export type { BannerProps } from './Banner';
export { bannerBlockSchema, bannerVariants } from './bannerBlockSchema';
export type { BannerBlock, BannerVariant } from './bannerBlockSchema';
export { BlockContextProvider, useBlockContext } from './BlockContext';
export type { BlockContextProviderProps, BlockContextValue } from './BlockContext';
export { isCurrentPage, resolveBlockHref } from './resolveBlockHref';
export type { BlockLocation, ResolvedBlockHref } from './resolveBlockHref';
export {
  CARRIED_QUERY_PARAMS,
  carriedParams,
  withCarriedLocation,
  withCarriedLocationInHtml,
  withCarriedQuery,
  withCarriedQueryInHtml,
} from './carriedQuery';
export type { CarriedQueryParam, LinkLocation } from './carriedQuery';
export { useBlockLink } from './useBlockLink';
export type { BlockLinkProps } from './useBlockLink';
export { CtaButtonCollection } from './CtaButtonCollection';
export type { CtaButtonCollectionProps } from './CtaButtonCollection';
export { ctaButtonCollectionBlockSchema } from './ctaButtonCollectionBlockSchema';
export type { CtaButtonCollectionBlock } from './ctaButtonCollectionBlockSchema';
export { BenefitBar, benefitBarStorageKey } from './BenefitBar';
export type { BenefitBarProps } from './BenefitBar';
export { benefitBarBlockSchema } from './benefitBarBlockSchema';
export type { BenefitBarBlock } from './benefitBarBlockSchema';
export { usePersistedFlag } from './usePersistedFlag';
export { PromoBar, visiblePromoMessages } from './PromoBar';
export { promoBarStorageKey } from './promoBarStorage';
export type { PromoBarProps } from './PromoBar';
export { promoBarBlockSchema, promoBarMessageSchema } from './promoBarBlockSchema';
export type { PromoBarBlock, PromoBarMessage } from './promoBarBlockSchema';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { SecondaryNav } from './SecondaryNav';
export type { SecondaryNavProps } from './SecondaryNav';
export { secondaryNavBlockSchema } from './secondaryNavBlockSchema';
export type { SecondaryNavBlock } from './secondaryNavBlockSchema';
export { Newsletter } from './Newsletter';
export type { NewsletterProps } from './Newsletter';
export { newsletterBlockSchema } from './newsletterBlockSchema';
export type { NewsletterBlock } from './newsletterBlockSchema';
export { newsletterMachine } from './newsletterMachine';
export type { NewsletterContext, NewsletterEvent, NewsletterSubmission } from './newsletterMachine';
export type {
  Article,
  ArticleSearchQuery,
  ArticleSearchResult,
  BlockAccount,
  BlockServices,
  InteractiveBlockEvent,
} from './blockServices';
export { Popup, popupStorageKeys } from './Popup';
export { POPUP_DEFAULT_DELAY_MS } from './popupDefaults';
export type { PopupProps } from './Popup';
export { popupBlockSchema } from './popupBlockSchema';
export type { PopupBlock } from './popupBlockSchema';
export { popupMachine } from './popupMachine';
export type { PopupEvent } from './popupMachine';
export { EventSignup } from './EventSignup';
export type { EventSignupProps } from './EventSignup';
export { eventDays, eventSignupBlockSchema, MAX_EVENT_DAYS } from './eventSignupBlockSchema';
export type { EventSignupBlock } from './eventSignupBlockSchema';
export { eventSignupMachine } from './eventSignupMachine';
export type { EventSignupEvent } from './eventSignupMachine';
export { ARTICLE_GRID_TEXTS, ArticleGrid } from './ArticleGrid';
export type { ArticleGridProps, ArticleGridTexts } from './ArticleGrid';
export {
  ARTICLE_FILTERS_VISIBLE,
  articleGridBlockSchema,
  articleSchema,
  articleSearchResultSchema,
} from './articleGridBlockSchema';
export type { ArticleGridBlock } from './articleGridBlockSchema';
export { articleGridMachine, articleGridQueryFor, firstArticleGridQuery } from './articleGridMachine';
export type { ArticleGridContext, ArticleGridEvent, ArticleGridInput } from './articleGridMachine';
export { Experience } from './Experience';
export type { ExperienceProps } from './Experience';
export { experienceBlockSchema } from './experienceBlockSchema';
export type { ExperienceBlock } from './experienceBlockSchema';
export { UpSell } from './UpSell';
export type { UpSellProps } from './UpSell';
export { UP_SELL_STACKED_DEFAULT, upSellBlockSchema, upSellItemSchema } from './upSellBlockSchema';
export type { UpSellBlock, UpSellItem } from './upSellBlockSchema';
export type { UpSellSelection } from './blockServices';
export { Recommendations } from './Recommendations';
export type { RecommendationsProps } from './Recommendations';
export {
  RECOMMENDATION_IMPRESSION_CAP,
  recommendationsBlockSchema,
  recommendedProductSchema,
  SEARCH_RECOMMENDATIONS_EVENT,
  SEARCH_RECOMMENDATIONS_GLOBAL,
} from './recommendationsBlockSchema';
export type { RecommendationsBlock, RecommendedProduct } from './recommendationsBlockSchema';
export type { RecommendedProductRef } from './blockServices';
export { Segmentation } from './Segmentation';
export type { SegmentationProps } from './Segmentation';
export { segmentationBlockSchema } from './segmentationBlockSchema';
export type { SegmentationBlock } from './segmentationBlockSchema';
export { MegaMenu } from './MegaMenu';
export type { MegaMenuEvent, MegaMenuLinkLevel, MegaMenuProps, MegaMenuText } from './MegaMenu';
export { MegaMenuItemBlock } from './MegaMenuItemBlock';
export type { MegaMenuItemBlockProps } from './MegaMenuItemBlock';
export { megaMenuItemBlockSchema, megaMenuSchema } from './megaMenuItemBlockSchema';
export type { MegaMenuColumn, MegaMenuItem, MegaMenuLink, VisualSelector } from './megaMenuItemBlockSchema';
export { Anchors } from './Anchors';
export type { AnchorsProps } from './Anchors';
export { anchorsBlockSchema } from './anchorsBlockSchema';
export type { AnchorsBlock } from './anchorsBlockSchema';
export { IconAndTextCollection, iconSizeTokens } from './IconAndTextCollection';
export type { IconAndTextCollectionProps } from './IconAndTextCollection';
export { iconAndTextCollectionBlockSchema } from './iconAndTextCollectionBlockSchema';
export type { IconAndTextCollectionBlock, IconAndTextItem } from './iconAndTextCollectionBlockSchema';
export { MultiLinkCard } from './MultiLinkCard';
export type { MultiLinkCardProps } from './MultiLinkCard';
export { multiLinkCardBlockSchema } from './multiLinkCardBlockSchema';
export type { MultiLinkCardBlock } from './multiLinkCardBlockSchema';
export { Picture } from './Picture';
export type { PictureProps } from './Picture';
export { pictureBlockSchema } from './pictureBlockSchema';
export type { PictureBlock, ResponsiveMedia } from './pictureBlockSchema';
export { FooterColumns } from './FooterColumns';
export type { FooterColumnsProps } from './FooterColumns';
export { footerColumnsBlockSchema } from './footerColumnsBlockSchema';
export type { FooterColumn, FooterColumnsBlock } from './footerColumnsBlockSchema';
export { LinkedCard } from './LinkedCard';
export type { LinkedCardProps } from './LinkedCard';
export { linkedCardBlockSchema } from './linkedCardBlockSchema';
export type { LinkedCardBlock } from './linkedCardBlockSchema';
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { heroBlockSchema } from './heroBlockSchema';
export type { HeroBlock } from './heroBlockSchema';
export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { richTextBlockSchema } from './richTextBlockSchema';
export type { RichTextBlock } from './richTextBlockSchema';
export { Spacer } from './Spacer';
export type { SpacerProps } from './Spacer';
export { spacerBlockSchema } from './spacerBlockSchema';
export type { SpacerBlock } from './spacerBlockSchema';
export type {
  BottomMargins,
  ButtonTarget,
  CollectionBreakpoints,
  HeadingLevel,
  Media,
  RichTextField,
} from './blockFieldSchemas';
export { sanitizeRichText, richTextPolicy } from './sanitizeRichText';
export { safeHref } from './safeHref';
export {
  commonBlockShape,
  blockFrame,
  blockLayouts,
  gradientBreakpointsSchema,
  gradientStyles,
  headingHtmlSchema,
  hideOnBreakpointSchema,
  logoSchema,
  MEDIA_LIST_LIMIT,
  mediaListSchema,
  responsiveLayoutClasses,
  textStyles,
} from './commonBlockFields';
export type { BlockLayout, CommonBlockFields, GradientStyle, TextStyle } from './commonBlockFields';
export {
  BlockBadge,
  BlockCaption,
  BlockHeading,
  HeadingHtml,
  NestedHeadings,
  useHeadingLevel,
  useTitleLevel,
} from './BlockHeading';
export type { BlockCaptionProps, BlockHeadingProps, HeadingHtmlProps, NestedHeadingsProps } from './BlockHeading';
export { heroVariants, overlayPictureSizes } from './heroBlockSchema';
export { BlockFeaturesProvider, useBlockFeatures } from './BlockFeatures';
export type { BlockFeatures, BlockFeaturesProviderProps } from './BlockFeatures';
export type {
  AnchorsTexts,
  BlockTexts,
  CarouselTexts,
  CloseTexts,
  DialogTexts,
  EventSignupTexts,
  NewsletterTexts,
  PromoBarTexts,
  RecommendationsTexts,
  UpSellTexts,
  VideoTexts,
} from './blockTexts';
export { Collection } from './Collection';
export type { CollectionProps } from './Collection';
export {
  CollectionCarousel,
  DEFAULT_AUTOROTATE_SECONDS,
  collectionLayout,
  settingsAt,
  useBreakpoint,
} from './CollectionCarousel';
export type { CollectionCarouselProps } from './CollectionCarousel';
export {
  collectionBlockSchema,
  collectionBreakpointSchema,
  collectionBreakpointSettingsSchema,
} from './collectionBlockSchema';
export type { CollectionBlock, CollectionBreakpoint, CollectionBreakpointSettings } from './collectionBlockSchema';
export { Video, platformEmbedUrl, videoPlayerKind } from './Video';
export type { VideoPlayerKind, VideoProps } from './Video';
export type { HostedVideoPlayer } from './loadHostedVideoPlayer';
export { videoBlockSchema } from './videoBlockSchema';
export type { VideoBlock } from './videoBlockSchema';
export { DialogBlock, openModalByHash } from './DialogBlock';
export type { DialogBlockProps } from './DialogBlock';
export { dialogBlockSchema, dialogMediaPositions } from './dialogBlockSchema';
export type { DialogBlockData } from './dialogBlockSchema';
export { VerticalListCollection } from './VerticalListCollection';
export type { VerticalListCollectionProps } from './VerticalListCollection';
export { verticalListCollectionBlockSchema } from './verticalListCollectionBlockSchema';
export type { VerticalListCollectionBlock, VerticalListItem } from './verticalListCollectionBlockSchema';
export { InlineCatalogGrid, InlineCatalogGridSkeleton, orderGridItems } from './InlineCatalogGrid';
export type { InlineCatalogGridProps, InlineCatalogGridSkeletonProps } from './InlineCatalogGrid';
export { INLINE_CATALOG_GRID, inlineCatalogGridBlockSchema } from './inlineCatalogGridBlockSchema';
export type { InlineCatalogGridBlock, InlineCatalogGridItem } from './inlineCatalogGridBlockSchema';
export {
  GALLERY_WIDGET_DELAY_MS,
  UgcGallery,
  isCustomsPath,
  isProductOrCategoryPath,
  productIdFromPath,
} from './UgcGallery';
export type { UgcGalleryProps } from './UgcGallery';
export { ugcGalleryBlockSchema } from './ugcGalleryBlockSchema';
export type { UgcGalleryBlock } from './ugcGalleryBlockSchema';
export { explainBlock, describeFieldIssue } from './explainBlock';
export type { BlockFieldProblem } from './explainBlock';
export { composeBlockServices } from './composeBlockServices';
export type { BlockServicesApi, BlockServicesBackend, ComposeBlockServicesOptions } from './composeBlockServices';
export { blockServicesBackend } from './blockServicesBackend';
