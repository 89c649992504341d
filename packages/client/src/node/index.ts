export { createNodeTransport, type NodeTransportOptions } from './node-transport';
