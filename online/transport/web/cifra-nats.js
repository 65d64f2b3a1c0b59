// The browser's side of Cifra's package online/transport: a connection
// through the official NATS WebSocket client (nats.ws, beside this file),
// in the few calls the Go side makes. Both files are fetched only when a
// player first goes online.

// connect opens a connection with nats, the nats.ws module; onStatus
// hears "disconnect" and "reconnect". It resolves to the connection's
// calls, or rejects with the reason.
export async function connect(nats, url, o, onStatus) {
  const opts = { servers: url, name: o.name, timeout: 5000 };
  if (o.inboxPrefix) opts.inboxPrefix = o.inboxPrefix;
  if (o.token) opts.token = o.token;
  if (o.user) { opts.user = o.user; opts.pass = ""; }
  if (o.seed) opts.authenticator = nats.nkeyAuthenticator(new TextEncoder().encode(o.seed));
  opts.reconnect = !!o.reconnect;
  if (o.reconnect) { opts.maxReconnectAttempts = -1; opts.reconnectTimeWait = 100; }
  const nc = await nats.connect(opts);
  (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect" || s.type === "reconnect") onStatus(s.type);
    }
  })();
  const header = m => {
    const out = {};
    if (m.headers) for (const [k, v] of m.headers) out[k] = v[0];
    return out;
  };
  // Asking again may work after these: nobody listens yet, no answer in
  // time, the connection is down for now.
  const noAnswer = new Set(["503", "TIMEOUT", "DISCONNECT", "CONNECTION_CLOSED", "CONNECTION_REFUSED"]);
  return {
    subscribe(subject, cb) {
      nc.subscribe(subject, { callback: (err, m) => { if (!err) cb(m.subject, m.data, header(m)); } });
    },
    publish(subject, data) { nc.publish(subject, data); },
    async request(subject, data, hdr, timeoutMs) {
      const h = nats.headers();
      for (const k of Object.keys(hdr)) h.set(k, hdr[k]);
      try {
        const m = await nc.request(subject, data, { timeout: timeoutMs, headers: h });
        return { ok: true, subject: m.subject, data: m.data, header: header(m) };
      } catch (e) {
        return { ok: false, noAnswer: noAnswer.has(e && e.code), message: String(e && e.message || e) };
      }
    },
    // flush resolves once the server answered a PING (a bare round trip,
    // for measuring: online/rtt).
    flush() { return nc.flush(); },
    close() { nc.close(); },
  };
}

// newKey makes a device's key pair with nats.ws's NKeys: the seed (kept
// secret on the device) and the public key the server knows it by.
export function newKey(nats) {
  const kp = nats.nkeys.createUser();
  return { seed: new TextDecoder().decode(kp.getSeed()), key: kp.getPublicKey() };
}
