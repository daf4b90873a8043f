const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_render_page = require("../render-page.cjs");
// ../functions/src/model/upload-rules.ts
/**
* Upload limits of spec §5, in one table, with the messages exactly as written there. The browser
* checks a dropped file with these before upload; the function checks the bytes again.
*
* Deliberate change from the spec: the old site required convocatoria images to be 1x1 px (a
* placeholder left in by mistake); convocatorias use the 1920x650 banner rule like the other
* single pages (see README).
*/
var MB = 1048576;
var UPLOAD_RULES = {
	/** Carousel slides. */
	carousel: {
		type: "image",
		maxBytes: 1 * MB,
		width: 1280,
		height: 471
	},
	/** Directivos, administrativos, docentes photos. */
	staff: {
		type: "image",
		maxBytes: 1 * MB,
		width: 1040,
		height: 1040
	},
	/** Horizonte institucional images. */
	horizonte: {
		type: "image",
		maxBytes: 6 * MB,
		width: 1600,
		height: 1066
	},
	/** Banners of the single pages and of convocatorias. */
	banner: {
		type: "image",
		maxBytes: 6 * MB,
		width: 1920,
		height: 650
	},
	/** The school's logo or crest, square, shown small in the header. */
	logo: {
		type: "image",
		maxBytes: 1 * MB,
		width: 512,
		height: 512
	},
	/**
	* News pictures: the 1200x630 of link previews (og:image), so the picture an article shows is
	* the one WhatsApp and Facebook show; a larger photo is cropped to it in the form.
	*/
	news: {
		type: "image",
		maxBytes: 6 * MB,
		width: 1200,
		height: 630
	},
	/** Photos of an album (galerias.photos): any shape, long side within 2048 px. */
	gallery: {
		type: "image",
		maxBytes: 6 * MB,
		minSide: 320,
		maxSide: 2048
	},
	/** Every PDF. */
	pdf: {
		type: "pdf",
		maxBytes: 6 * MB
	}
};
// ../functions/src/model/links.ts
/**
* What an href in a record may be: http(s), mailto: or tel: (never javascript:). One pattern for
* the server's validation and for the public pages that render the links.
*/
var LINK_PATTERN = /^(?:https?:\/\/|mailto:|tel:)/i;
/** Only http(s): for buttons that open another site. */
var WEB_LINK_PATTERN = /^https?:\/\//i;
// src/components/use-deferred-mount.ts
var import_react = require_jsx_runtime$1.require_react();
/**
* True once `element` is near the viewport and the page is interactive; stays true afterwards.
* Where IntersectionObserver is missing (only test DOMs; every browser we serve has it), the
* content is never mounted, so tests never reach for the network.
*/
function useDeferredMount(element, rootMargin = "300px") {
	const [ready, setReady] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (ready || !element || typeof IntersectionObserver === "undefined") return;
		let cancelIdle;
		const observer = new IntersectionObserver((entries) => {
			if (!entries.some((e) => e.isIntersecting)) return;
			observer.disconnect();
			cancelIdle = require_site_common.afterPageIsInteractive(() => setReady(true));
		}, { rootMargin });
		observer.observe(element);
		return () => {
			observer.disconnect();
			cancelIdle?.();
		};
	}, [
		element,
		ready,
		rootMargin
	]);
	return ready;
}
/** True once the page has loaded and the browser is idle (e.g. to fetch secondary images). */
function usePageInteractive() {
	const [ready, setReady] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => require_site_common.afterPageIsInteractive(() => setReady(true)), []);
	return ready;
}
var INTERACTIONS = [
	"scroll",
	"pointerdown",
	"keydown",
	"touchstart",
	"wheel"
];
/**
* True once the visitor has done something (scrolled, touched, clicked, typed). Heavy widgets
* wait for it, so loading the page alone (what a speed audit measures) never runs their code.
* `already`: the caller knows the visitor has moved (it was hydrated late because of that move).
*/
function useUserInteracted(already = false) {
	const [interacted, setInteracted] = (0, import_react.useState)(already);
	(0, import_react.useEffect)(() => {
		if (interacted) return;
		const done = () => setInteracted(true);
		for (const type of INTERACTIONS) window.addEventListener(type, done, {
			once: true,
			passive: true,
			capture: true
		});
		return () => {
			for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
		};
	}, [interacted]);
	return interacted;
}
// src/components/deferred-iframe.tsx
/**
* A third-party iframe (video, social feed) that is mounted only when it is about to scroll into
* view and the page is interactive, so it never delays the page's own content. Until then a box
* of the same size holds its place (no layout shift).
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function DeferredIframe({ src, title, width, height, allow, className, placeholder }) {
	const [box, setBox] = (0, import_react.useState)(null);
	const ready = useDeferredMount(box);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: setBox,
		className: ["deferred-frame", className].filter(Boolean).join(" "),
		style: { aspectRatio: `${width} / ${height}` },
		children: ready ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
			src,
			title,
			width,
			height,
			allow,
			allowFullScreen: true,
			loading: "lazy",
			referrerPolicy: "strict-origin-when-cross-origin"
		}) : placeholder
	});
}
// src/components/deferred.tsx
/**
* Data a route started without waiting for it (an admin loader's deferred data, or a public
* page's records): the placeholder while it travels, then the content or the failure. Every
* screen that loads through its route uses this one piece instead of a loading state machine of
* its own. `Await` needs no data router, so both builds share it.
*/
/** A stable number per promise, so a retry (a new promise) starts again from the placeholder. */
var ids = /* @__PURE__ */ new WeakMap();
var next = 0;
function keyOf(promise) {
	if (!ids.has(promise)) ids.set(promise, ++next);
	return ids.get(promise);
}
function Deferred({ resolve, loading, failed, report, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: loading,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Await, {
			resolve,
			errorElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Failed, {
				report,
				failed
			}),
			children: (value) => children(value)
		})
	}, keyOf(resolve));
}
function Failed({ report, failed }) {
	const error = require_site_common.useAsyncError();
	(0, import_react.useEffect)(() => {
		console.error(report, error);
	}, [report, error]);
	return failed(error);
}
// src/features/public/api/fields.ts
/**
* Reading record fields defensively. The API validates what it stores, but a page must never
* crash on a record written before a field existed, or on a list where a text was expected.
*/
/** A text field, or '' when missing or not a text. */
function text(value) {
	return typeof value === "string" ? value.trim() : "";
}
/** An href the page may render: http(s), mailto: or tel: only (never javascript:). */
function safeLink(value) {
	const link = text(value);
	return LINK_PATTERN.test(link) ? link : "";
}
/** Only http(s): for buttons that open another site. */
function webLink(value) {
	const link = text(value);
	return WEB_LINK_PATTERN.test(link) ? link : "";
}
/** "2026-01-30" → "30 de enero de 2026" (the stored date is a calendar day, no time zone). */
function formatDay(day) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
	if (!match) return "";
	return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toLocaleDateString("es-CO", {
		day: "numeric",
		month: "long",
		year: "numeric"
	});
}
// src/components/use-near-viewport.ts
/**
* True once `element` comes within `rootMargin` of the viewport; stays true afterwards. Chromium's
* own `loading="lazy"` starts fetching 1250–2500 px ahead of the screen, which on a grid of forty
* thumbnails is half the album before the visitor scrolls; this starts at a distance we choose.
* Where IntersectionObserver is missing (test DOMs only), everything counts as near.
*/
function useNearViewport(element, rootMargin, enabled = true) {
	const [near, setNear] = (0, import_react.useState)(() => !enabled || typeof window !== "undefined" && typeof IntersectionObserver === "undefined");
	(0, import_react.useEffect)(() => {
		if (near || !element || typeof IntersectionObserver === "undefined") return;
		const observer = new IntersectionObserver((entries) => {
			if (!entries.some((e) => e.isIntersecting)) return;
			observer.disconnect();
			setNear(true);
		}, { rootMargin });
		observer.observe(element);
		return () => observer.disconnect();
	}, [
		element,
		near,
		rootMargin
	]);
	return near;
}
// src/components/media-image.tsx
/**
* The one place the site renders an uploaded image (/media/{name}). Keeping it single means
* responsive variants, lazy loading and layout-shift rules change here and nowhere else.
*
* - width and height are always set (the file's real size, fixed per upload rule), so the
*   browser reserves the box before the bytes arrive: no layout shift.
* - Below the fold images load lazily; the page's main image (first carousel slide, a banner)
*   passes `priority` to load eagerly with fetchpriority="high", since it is the LCP element.
* - Responsive variants: at upload the function stores, at each of the widths 480, 960, 1600 below
*   the original's and at its own ('full'), a WebP and, where smaller, an AVIF (model
*   stored-names.ts). `width` is the original's width, so both srcsets follow from the name and
*   the width alone; /media answers an AVIF that was not kept, or any variant of an older upload,
*   with the next best stored file. A <picture> offers AVIF, then WebP, then the original.
* - A missing or broken file shows a quiet placeholder of the same size instead of the browser's
*   broken-image icon.
*/
/**
* srcset of a stored image `width` px wide in one variant format: every size it has, or only those
* up to `largest` px (the smallest one at least), for an image that never needs more.
*/
function mediaSrcSet(name, width, format, largest = Infinity) {
	const all = require_site_common.variantSizes(width);
	const fitting = all.filter((v) => v.width <= largest);
	return (fitting.length > 0 ? fitting : all.slice(0, 1)).map((v) => `${require_site_common.mediaUrl(require_site_common.variantName(name, v.size, format))} ${v.width}w`).join(", ");
}
/** How far below the screen a `whenNear` image starts loading: a row and a half of a phone's album grid. */
var NEAR_MARGIN = "0px 0px 200px 0px";
function MediaImage({ name, alt, width, height, priority = false, sizes, largest, whenNear = false, className, style }) {
	const [failedName, setFailedName] = (0, import_react.useState)(null);
	const [box, setBox] = (0, import_react.useState)(null);
	const near = useNearViewport(box, NEAR_MARGIN, whenNear && !priority);
	if (!name || failedName === name || !near) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		ref: near ? void 0 : setBox,
		className: ["media-placeholder", className].filter(Boolean).join(" "),
		style: {
			"--media-ratio": `${width} / ${height}`,
			...style
		},
		role: alt ? "img" : void 0,
		"aria-label": alt || void 0,
		"aria-hidden": alt ? void 0 : true
	});
	const shown = sizes ?? "100vw";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("picture", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("source", {
			type: "image/avif",
			srcSet: mediaSrcSet(name, width, "avif", largest),
			sizes: shown
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("source", {
			type: "image/webp",
			srcSet: mediaSrcSet(name, width, "webp", largest),
			sizes: shown
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			loading: priority ? "eager" : "lazy",
			fetchPriority: priority ? "high" : "auto",
			"data-main-picture": priority ? "" : void 0,
			decoding: priority ? "auto" : "async",
			src: require_site_common.mediaUrl(name),
			alt,
			width,
			height,
			className,
			style,
			onError: () => setFailedName(name)
		})
	] });
}
var status_message_module_default = {
	loading: "_ZJ0eRT",
	line: "_ZP9oMq",
	shimmer: "_gla9Og",
	box: "_qyA_Wy",
	error: "_O2v2EC"
};
// src/components/feedback/status-message.tsx
/** Grey placeholder lines while content loads; announced once to screen readers. */
function LoadingBlock({ label = "Cargando contenido…", lines = 4 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: status_message_module_default.loading,
		role: "status",
		"aria-live": "polite",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: label
		}), Array.from({ length: lines }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: status_message_module_default.line,
			"aria-hidden": "true"
		}, i))]
	});
}
/** Content that does not exist (yet): said politely, with a way back. */
function EmptyState({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: status_message_module_default.box,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
			to: require_site_common.PUBLIC_PATHS.home,
			children: "Volver al inicio"
		}) })]
	});
}
/** A load that failed: no technical detail for visitors, and a retry. */
function ErrorState({ children = "No pudimos cargar esta información. Revise su conexión a internet e intente de nuevo.", onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${status_message_module_default.box} ${status_message_module_default.error}`,
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children }), onRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: onRetry,
			children: "Reintentar"
		})]
	});
}
// src/features/public/components/collection-data.tsx
/** The records the current page's route started loading. */
function useCollectionData() {
	return require_render_page.usePageData().data;
}
function CollectionRecords({ data, loading, failed, report, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Deferred, {
		resolve: data.records,
		loading,
		failed: () => failed === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RetryError, {}) : failed,
		report: report ?? `Error al cargar ${data.collection}:`,
		children
	});
}
/**
* The page's error state. "Reintentar" gives the page new promises: Deferred keys on them, so the
* placeholder shows until the new answer.
*/
function RetryError() {
	const { retry } = require_render_page.usePageData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorState, { onRetry: retry });
}
// src/components/when-near.tsx
/**
* A part of a page below the fold whose code is a chunk of its own (a `lazy` component): its
* placeholder holds the place until the place comes within `rootMargin` of the screen, and only
* then is the chunk asked for. What a visitor sees first (and the first-load JS budget counts,
* decision 0003) no longer carries code for what may never be scrolled to: the transparency page's
* requests report, which loads data of its own. (A part whose HTML the function already rendered
* uses hydrateWhenNear instead.)
*
* The margin is larger than a scroll step, so the part is in place before it is on screen. A
* chunk that cannot be fetched is the page's error, as its own chunk's would be (a deploy replaced
* the files: route-error.tsx asks to reload). Where IntersectionObserver is missing (test DOMs
* only) the place counts as near. Part of the page-common chunk (vite.config.ts): a chunk of its
* own would cost more in request and gzip overhead than its few lines.
*/
function WhenNear({ placeholder, rootMargin = "800px", children }) {
	const [place, setPlace] = (0, import_react.useState)(null);
	if (!useNearViewport(usePageInteractive() ? place : null, rootMargin)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: setPlace,
		children: placeholder
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: placeholder,
		children
	});
}
Object.defineProperty(exports, "CollectionRecords", {
	enumerable: true,
	get: function() {
		return CollectionRecords;
	}
});
Object.defineProperty(exports, "Deferred", {
	enumerable: true,
	get: function() {
		return Deferred;
	}
});
Object.defineProperty(exports, "DeferredIframe", {
	enumerable: true,
	get: function() {
		return DeferredIframe;
	}
});
Object.defineProperty(exports, "EmptyState", {
	enumerable: true,
	get: function() {
		return EmptyState;
	}
});
Object.defineProperty(exports, "LoadingBlock", {
	enumerable: true,
	get: function() {
		return LoadingBlock;
	}
});
Object.defineProperty(exports, "MediaImage", {
	enumerable: true,
	get: function() {
		return MediaImage;
	}
});
Object.defineProperty(exports, "RetryError", {
	enumerable: true,
	get: function() {
		return RetryError;
	}
});
Object.defineProperty(exports, "UPLOAD_RULES", {
	enumerable: true,
	get: function() {
		return UPLOAD_RULES;
	}
});
Object.defineProperty(exports, "WhenNear", {
	enumerable: true,
	get: function() {
		return WhenNear;
	}
});
Object.defineProperty(exports, "formatDay", {
	enumerable: true,
	get: function() {
		return formatDay;
	}
});
Object.defineProperty(exports, "safeLink", {
	enumerable: true,
	get: function() {
		return safeLink;
	}
});
Object.defineProperty(exports, "text", {
	enumerable: true,
	get: function() {
		return text;
	}
});
Object.defineProperty(exports, "useCollectionData", {
	enumerable: true,
	get: function() {
		return useCollectionData;
	}
});
Object.defineProperty(exports, "useDeferredMount", {
	enumerable: true,
	get: function() {
		return useDeferredMount;
	}
});
Object.defineProperty(exports, "usePageInteractive", {
	enumerable: true,
	get: function() {
		return usePageInteractive;
	}
});
Object.defineProperty(exports, "useUserInteracted", {
	enumerable: true,
	get: function() {
		return useUserInteracted;
	}
});
Object.defineProperty(exports, "webLink", {
	enumerable: true,
	get: function() {
		return webLink;
	}
});
