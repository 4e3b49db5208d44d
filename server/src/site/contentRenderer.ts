// The page-body renderer the builder uses (server/src/site/content/).
export {
  renderPageContent,
  renderEndpointContent,
  type ContentContext,
  type RenderedContent,
  type EndpointRenderInput,
} from './content';
