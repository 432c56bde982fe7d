/* global window, document, MutationObserver -- installKeystrokeProbe runs in the bench page */
// The keystroke bench's in-page probe. `installKeystrokeProbe` is injected into the bench page before any of its
// scripts (page.addInitScript), so it sees every key first and wraps the timer and message functions before React's
// scheduler keeps references to them. `keystrokeWork` turns what it recorded into one figure per keystroke.
// See docs/performance.md for the method.

/**
 * Runs in the page. Records, per keystroke:
 * - each event the key dispatches (keydown, keypress, beforeinput, input, change, focus moves, keyup): its start (a
 *   capturing listener on window, registered before the page's own) and its end (a bubbling listener on window,
 *   then a microtask, so React's render flushed in a microtask is inside);
 * - each frame after the key or after a DOM change the page made for it: a requestAnimationFrame callback (the
 *   frame's start) and a task posted from it, which runs once style, layout, paint and commit are done;
 * - every callback the page runs from setTimeout, setInterval, requestIdleCallback, requestAnimationFrame,
 *   scheduler.postTask or a MessagePort / window message (React's scheduler runs on a MessageChannel), so deferred work is counted too.
 */
export function installKeystrokeProbe() {
  const now = () => performance.now();
  const probe = { keys: [], callbacks: [], recording: false };
  window.__keystrokeProbe = probe;
  const nativeRaf = window.requestAnimationFrame.bind(window);
  const frameChannel = new MessageChannel();
  let framePending = null;
  const framesDrawn = [];
  const painted = () => {
    const frame = framesDrawn.shift();
    frame.painted = now();
    if (framePending === frame) framePending = null;
  };
  frameChannel.port1.onmessage = painted;
  // The first task after the frame: a user-blocking task runs before Chromium's own default-priority tasks (such as
  // the autofill agent's reaction to a changed field), which a MessageChannel message would wait behind.
  const nativePostTask = window.scheduler?.postTask?.bind(window.scheduler);
  const afterFrame = nativePostTask
    ? () => nativePostTask(painted, { priority: 'user-blocking' })
    : () => frameChannel.port2.postMessage(null);
  const currentKey = () => (probe.recording ? probe.keys.at(-1) : undefined);
  const requestFrame = () => {
    const key = currentKey();
    // One timed frame at a time per key (a frame still pending from the key before does not count for this one).
    if (!key || (framePending && key.frames.includes(framePending))) return;
    const frame = { requested: now(), start: 0, painted: 0 };
    framePending = frame;
    key.frames.push(frame);
    nativeRaf(() => {
      frame.start = now();
      framesDrawn.push(frame);
      afterFrame();
    });
  };

  // Deferred work: every page callback is timed, up to the end of the microtasks it queued.
  const timed = (kind, callback) =>
    function timedCallback(...args) {
      const start = now();
      try {
        return callback.apply(this, args);
      } finally {
        if (probe.recording) {
          const entry = { kind, start, end: now() };
          probe.callbacks.push(entry);
          queueMicrotask(() => {
            entry.end = now();
          });
        }
      }
    };
  for (const name of ['setTimeout', 'setInterval', 'requestIdleCallback', 'requestAnimationFrame']) {
    const native = window[name];
    if (typeof native !== 'function') continue;
    window[name] = function wrapped(callback, ...rest) {
      return native.call(window, typeof callback === 'function' ? timed(name, callback) : callback, ...rest);
    };
  }
  if (nativePostTask) {
    window.scheduler.postTask = (callback, options) => nativePostTask(timed('postTask', callback), options);
  }
  const handlers = new WeakMap();
  const wrapHandler = (handler) => {
    if (typeof handler !== 'function') return handler;
    if (!handlers.has(handler)) handlers.set(handler, timed('message', handler));
    return handlers.get(handler);
  };
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() {
      return onmessage.get.call(this);
    },
    set(handler) {
      onmessage.set.call(this, this === frameChannel.port1 ? handler : wrapHandler(handler));
    },
  });
  // The probe's own message handler was set before the wrapper: re-set it unwrapped.
  frameChannel.port1.onmessage = onmessage.get.call(frameChannel.port1);
  const addListener = EventTarget.prototype.addEventListener;
  const removeListener = EventTarget.prototype.removeEventListener;
  const isMessageTarget = (target, type) => type === 'message' && (target === window || target instanceof MessagePort);
  EventTarget.prototype.addEventListener = function addEventListener(type, listener, options) {
    return addListener.call(this, type, isMessageTarget(this, type) ? wrapHandler(listener) : listener, options);
  };
  EventTarget.prototype.removeEventListener = function removeEventListener(type, listener, options) {
    return removeListener.call(this, type, isMessageTarget(this, type) ? wrapHandler(listener) : listener, options);
  };

  // The key's events: start in the capture phase at window, end after the bubble phase at window and its microtasks.
  const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput', 'input', 'change', 'focusout', 'focusin', 'keyup'];
  for (const type of KEY_EVENTS) {
    addListener.call(
      window,
      type,
      (event) => {
        const start = now();
        if (type === 'keydown' && probe.recording) probe.keys.push({ key: event.key, events: [], frames: [] });
        currentKey()?.events.push({ type, start, end: 0 });
        if (type === 'keydown') requestFrame();
      },
      true,
    );
    addListener.call(window, type, () => {
      const entry = currentKey()?.events.findLast((candidate) => candidate.type === type);
      if (!entry) return;
      entry.end = now();
      queueMicrotask(() => {
        entry.end = now();
        // An event that changes the page in a task after the key's first frame gets the next frame timed too
        // (keyup changes nothing by itself; a DOM change it causes is seen by the observer below).
        if (type !== 'keyup') requestFrame();
      });
    });
  }
  // DOM changes the page makes after the key's first frame (a deferred re-render) get their frame timed as well.
  new MutationObserver(requestFrame).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** Length of the union of [start, end] intervals. */
function unionLength(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/**
 * One figure per keystroke from the probe's record: the time the main thread spent on the key, as the union of
 * - the key's event dispatches (handlers, React's render and commit, the browser's text editing between them when
 *   they are one task; events of the key that come in later tasks, such as keyup, are counted on their own),
 * - each timed frame, from its requestAnimationFrame callback to the task posted from it (style, layout, paint),
 * - every page callback (timer, idle, animation frame, message) that ran from the keydown until the next keydown
 *   (or until `windowMs` after it).
 * Returns the parts too, for the report.
 */
export function keystrokeWork(probe, windowMs = Infinity) {
  const { keys, callbacks } = probe;
  return keys.map((key, index) => {
    const from = key.events[0]?.start ?? 0;
    const until = Math.min(keys[index + 1]?.events[0]?.start ?? Infinity, from + windowMs);
    // The keydown and the events it causes (keypress, beforeinput, the browser's text editing, input; a focus move)
    // run in one task: one segment from its start to the end of the last. The keyup comes in a task of its own (the
    // driver sends it once the keydown is handled), and so does an event after a frame: each is a segment alone.
    const segments = [];
    for (const event of key.events) {
      const last = segments.at(-1);
      const laterTask =
        !last || event.type === 'keyup' || key.frames.some((f) => f.start > last[1] && f.start < event.start);
      if (laterTask) segments.push([event.start, event.end]);
      else last[1] = Math.max(last[1], event.end);
    }
    const frames = key.frames.filter((f) => f.painted > 0).map((f) => [f.start, f.painted]);
    const deferred = callbacks.filter((c) => c.start >= from && c.start < until).map((c) => [c.start, c.end]);
    return {
      key: key.key,
      total: unionLength([...segments, ...frames, ...deferred]),
      js: unionLength(segments),
      frame: unionLength(frames),
      deferred: unionLength(deferred),
      frames: frames.length,
      missingEnd: key.events.some((event) => event.end === 0) || key.frames.some((f) => f.painted === 0),
    };
  });
}
