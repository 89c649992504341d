import { createFetchTransport } from '../fetch-transport';
import type { TransportRequest, TransportResponse, UploadTransport } from '../ports';

/** The fetch transport, counting the requests in flight at once. */
export class CountingTransport implements UploadTransport {
  readonly #inner = createFetchTransport();
  inFlight = 0;
  mostInFlight = 0;

  async send(request: TransportRequest): Promise<TransportResponse> {
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    try {
      return await this.#inner.send(request);
    } finally {
      this.inFlight -= 1;
    }
  }
}
