// @ts-check
// A lingering close after an early answer. When the server answers before it has read the whole
// request (a 413 for a body over the limit) and closes the connection, Node destroys the socket
// as soon as the answer is written. The client is usually still sending; closing a socket with
// unread data makes TCP send a reset, which can reach the client before it reads the answer.
// So for such an answer the server shuts its own side (the answer, then FIN) and keeps reading,
// discarding, until the client closes too, or for at most `ms` and `bytes`.

/**
 * Arms the lingering close for this request's connection: Node calls the socket's destroySoon()
 * once the last answer on it is written (http server, resOnFinish).
 * @param {import("node:http").IncomingMessage} req
 * @param {{ ms?: number, bytes?: number }} [limits]
 */
export function lingerAfterEarlyAnswer(req, { ms = 2000, bytes = 1024 * 1024 } = {}) {
  const socket = /** @type {import("node:net").Socket & { destroySoon?: () => void }} */ (req.socket);
  const destroySoon = Object.getPrototypeOf(socket).destroySoon;
  if (typeof destroySoon !== "function") return;
  socket.destroySoon = function lingeringDestroySoon() {
    // The whole request was read: nothing is left to reset, close as Node would.
    if (req.complete) return destroySoon.call(this);
    this.end();
    let seen = 0;
    const stop = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(stop, ms);
    timer.unref();
    this.on("data", (chunk) => {
      seen += chunk.length;
      if (seen > bytes) stop();
    });
    this.once("end", stop);
    this.resume();
  };
}
