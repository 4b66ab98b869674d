// The generated `Types`, `Client` and `APIProtocol` (server stubs) of this module come from
// `openapi.yaml` at build time through the swift-openapi-generator plugin; nothing generated
// is committed. See `openapi-generator-config.yaml`.
