const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_render_page = require("../render-page.cjs");
// ../functions/src/model/formats.ts
/**
* Formats a text field can require beyond "a text": the school's settings hold links, phone
* numbers, an e-mail address, a YouTube video and a Facebook page, and a wrong one would break the
* public site silently (a dead chat button, an empty video frame). This module builds the links
* the public pages show from those values; format-rules.ts checks them (admin and function only,
* so its messages stay out of the public pages). Plain functions, no zod.
*/
function httpsUrl(value) {
	try {
		const url = new URL(value);
		return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? url : null;
	} catch {
		return null;
	}
}
var YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
var YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
/** The video id of a YouTube URL or bare id, or null when it is neither. */
function youtubeId(value) {
	const v = value.trim();
	if (YOUTUBE_ID.test(v)) return v;
	const url = httpsUrl(v);
	if (!url) return null;
	let id = null;
	if (url.hostname === "youtu.be") id = url.pathname.slice(1);
	else if (YOUTUBE_HOSTS.test(url.hostname)) id = url.pathname === "/watch" ? url.searchParams.get("v") : /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
	return id && YOUTUBE_ID.test(id) ? id : null;
}
/** The chat service's link with a prefilled message; the number is digits only, country code first. */
function chatHref(number, message) {
	return `https://wa.me/${(require_site_common.dialable(number) ?? "").replace("+", "")}${message.trim() ? `?text=${encodeURIComponent(message.trim())}` : ""}`;
}
/** The privacy-friendly embed of a YouTube video: muted, autoplaying and looping. */
function youtubeEmbedUrl(video) {
	const id = youtubeId(video);
	return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&playsinline=1&rel=0` : null;
}
/** The Facebook page plugin's frame for a page URL. */
function facebookFeedUrl(page) {
	return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(page.trim())}&tabs=timeline&width=500&height=560&small_header=true&adapt_container_width=true&hide_cover=false`;
}
// src/features/public/components/home/home.module.css
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var home_module_default = {
	pedagogy: "_Qm_oq_",
	pedagogyTitle: "_S3F--w",
	tagline: "_mwFVuG",
	tiles: "_pkQA5B",
	tile: "_3-mIIo",
	tileIcon: "_3TBrGM",
	community: "_G2bDS8",
	split: "_qO4V48",
	eyebrow: "_OsrxZr",
	video: "_ZsvQVR",
	videoPlaceholder: "_NK3yLq",
	services: "_4C5TLA",
	servicesLine: "_JMYAgQ",
	serviceList: "_KpScgD",
	service: "_lzUl-L",
	serviceNumber: "_TgjP3d",
	social: "_i9n0S8",
	socialGrid: "_da19Gx",
	panel: "_jcTZIq",
	panelTitle: "_D1AlYF",
	feed: "_J6YHwr",
	feedPlaceholder: "_5ZLurc",
	panelFoot: "_yJK-CJ",
	radio: "_EN62Ls",
	player: "_6lU95D",
	onAir: "_2yfzAh",
	liveDot: "_x16Y5Q",
	citizen: "_9YDjDx",
	citizenInner: "_RB05cI",
	citizenLinks: "_me4nvq",
	upcoming: "_fsodvM",
	upcomingList: "_BqSuee",
	upcomingItem: "_6wWB8O",
	badge: "_LNol_V",
	upcomingWhen: "_njuCu1",
	newsSection: "_6Sjv5e",
	newsHeading: "_d1A03g",
	newsMore: "_hKOFuN"
};
// src/features/public/components/carousel/slides.ts
function toSlides(records) {
	return records.map((r) => ({
		id: r._id,
		image: require_page_common.text(r.image),
		title: require_page_common.text(r.title),
		caption: require_page_common.text(r.stringone)
	})).filter((s) => s.image !== "");
}
var carousel_module_default = {
	carousel: "_GDZs9h",
	placeholder: "_3nmYEY",
	slides: "_PIsorU",
	slide: "_GP7P_I",
	image: "_1ozNY2",
	caption: "_E7uKPZ",
	title: "_TC2IUd",
	text: "_sbCils",
	controls: "_oq2i0_",
	control: "_7qryci",
	dots: "_vJSvw6",
	dot: "_lBjNxh"
};
// src/features/public/components/carousel/carousel.tsx
/**
* The home carousel (spec §2, §4, §9): the first slide is active and the next one comes every
* 3000 ms; previous/next controls and one button per slide; each image's alt is its title.
*
* Accessibility (WAI-ARIA carousel pattern, WCAG 2.2.2): rotation pauses while the pointer is
* over it or focus is inside it, and a pause/play button stops it for good; the slide region is
* announced politely only when not rotating, so screen readers are not interrupted every 3 s.
* Arrow keys move between slides when focus is in the carousel.
*/
/** Spec §9. */
var CAROUSEL_INTERVAL_MS = 3e3;
/** Every slide has the exact size its upload rule demands. */
var SLIDE = require_page_common.UPLOAD_RULES.carousel;
/**
* Spec §7/§8: while the slides load, a box of their size holds the place; on failure nothing is
* shown and the console says 'Error fetching carousel data:' (a broken carousel must not hide the
* rest of the home page); no slides, no carousel.
*/
function Carousel({ data }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
		data,
		loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: carousel_module_default.placeholder,
			"aria-hidden": "true"
		}),
		failed: null,
		report: "Error fetching carousel data:",
		children: (records) => {
			const slides = toSlides(records);
			return slides.length === 0 ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlideShow, { slides });
		}
	});
}
function SlideShow({ slides }) {
	const [active, setActive] = (0, import_react.useState)(0);
	const [hovered, setHovered] = (0, import_react.useState)(false);
	const [focused, setFocused] = (0, import_react.useState)(false);
	const [stopped, setStopped] = (0, import_react.useState)(false);
	const warm = require_page_common.usePageInteractive();
	const count = slides.length;
	const rotating = count > 1 && !stopped && !hovered && !focused;
	(0, import_react.useEffect)(() => {
		if (!rotating) return;
		const timer = setTimeout(() => setActive((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
		return () => clearTimeout(timer);
	}, [
		rotating,
		active,
		count
	]);
	const go = (index) => setActive((index + count) % count);
	const onKeyDown = (event) => {
		if (event.key === "ArrowRight") go(active + 1);
		else if (event.key === "ArrowLeft") go(active - 1);
	};
	const onBlur = (event) => {
		if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: carousel_module_default.carousel,
		"aria-roledescription": "carrusel",
		"aria-label": "Noticias destacadas",
		onMouseEnter: () => setHovered(true),
		onMouseLeave: () => setHovered(false),
		onFocus: () => setFocused(true),
		onBlur,
		onKeyDown,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: carousel_module_default.slides,
			"aria-live": rotating ? "off" : "polite",
			children: slides.map((slide, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: carousel_module_default.slide,
				role: "group",
				"aria-roledescription": "diapositiva",
				"aria-label": `${i + 1} de ${count}`,
				"aria-hidden": i !== active,
				"data-active": i === active,
				children: [(i === 0 || i === active || warm) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
					name: slide.image,
					alt: slide.title,
					width: SLIDE.width,
					height: SLIDE.height,
					priority: i === 0,
					sizes: "(min-width: 80rem) 80rem, 100vw",
					className: carousel_module_default.image
				}), (slide.title || slide.caption) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: carousel_module_default.caption,
					children: [slide.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: carousel_module_default.title,
						children: slide.title
					}), slide.caption && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: carousel_module_default.text,
						children: slide.caption
					})]
				})]
			}, slide.id))
		}), count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: carousel_module_default.controls,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: carousel_module_default.control,
					onClick: () => setStopped((s) => !s),
					children: [stopped ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.PlayIcon, { size: 18 }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.PauseIcon, { size: 18 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: stopped ? "Reanudar el carrusel" : "Detener el carrusel"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: carousel_module_default.control,
					onClick: () => go(active - 1),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.ChevronLeftIcon, { size: 20 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "Diapositiva anterior"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: carousel_module_default.dots,
					children: slides.map((slide, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: carousel_module_default.dot,
						"aria-current": i === active ? "true" : void 0,
						onClick: () => go(i),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [
								"Ir a la diapositiva ",
								i + 1,
								slide.title ? `: ${slide.title}` : ""
							]
						})
					}) }, slide.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: carousel_module_default.control,
					onClick: () => go(active + 1),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.ChevronRightIcon, { size: 20 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "Diapositiva siguiente"
					})]
				})
			]
		})]
	});
}
var chat_button_module_default = { chat: "_FJjRu4" };
// src/features/public/components/home/chat-button.tsx
/**
* The floating messaging-app button of the home page, with the number and the prefilled message
* of the school's settings. It is a plain link (no vendor widget script), so it costs nothing to
* load and never blocks rendering.
*
* It never sits on a control (issue 48: it hid the carousel's "next" at 1280 px). Where the page
* leaves a margin beside its column (79.5rem and wider) it floats in the left one, beside every
* control of the column. Narrower, the page has no free margin, so once the script runs it moves:
* after each scroll or resize it takes the first corner slot (bottom right, bottom left, then a
* step higher, up to four) that covers no link, button or field, and steps out of sight while none
* is free (it comes back on focus). Without the script it keeps its corner, as before.
*/
/** What a visitor may click or type into: what the button must leave uncovered. */
var CONTROLS = "a[href], button, input, select, textarea, summary, [role=\"button\"], [tabindex]:not([tabindex=\"-1\"])";
/** The gap to the viewport's edge and between the slots, in px (styles.chat says the same). */
var EDGE = 12;
var STEP_GAP = 8;
var STEPS_UP = 4;
var overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** The slots the button may take, in the order it prefers them, as viewport boxes. */
function slots(size, width, height) {
	const out = [];
	for (let up = 0; up <= STEPS_UP; up++) for (const side of ["right", "left"]) {
		const left = side === "right" ? width - EDGE - size : EDGE;
		const bottom = height - EDGE - up * (size + STEP_GAP);
		out.push({
			side,
			up,
			box: {
				left,
				top: bottom - size,
				right: left + size,
				bottom
			}
		});
	}
	return out;
}
/** The first slot that covers no control (the button itself aside), or null. */
function freeSlot(button) {
	const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => el !== button && !button.contains(el)).map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
	const size = button.offsetWidth;
	const free = slots(size, document.documentElement.clientWidth, window.innerHeight).find(({ box }) => !controls.some((r) => overlaps(box, r)));
	return free ? {
		side: free.side,
		up: free.up
	} : null;
}
function ChatButton() {
	const { chatNumber, chatMessage } = require_site_common.useSiteSettings();
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const button = ref.current;
		if (!button) return;
		const wide = window.matchMedia?.("(min-width: 79.5rem)");
		let frame = 0;
		const place = () => {
			frame = 0;
			if (wide?.matches) {
				delete button.dataset.slot;
				delete button.dataset.hidden;
				button.style.removeProperty("--chat-up");
				return;
			}
			const slot = freeSlot(button);
			if (slot) {
				button.dataset.slot = slot.side;
				button.style.setProperty("--chat-up", String(slot.up));
				delete button.dataset.hidden;
			} else button.dataset.hidden = "";
		};
		const later = () => {
			if (!frame) frame = requestAnimationFrame(place);
		};
		place();
		window.addEventListener("scroll", later, { passive: true });
		window.addEventListener("resize", later);
		wide?.addEventListener("change", later);
		return () => {
			cancelAnimationFrame(frame);
			window.removeEventListener("scroll", later);
			window.removeEventListener("resize", later);
			wide?.removeEventListener("change", later);
		};
	}, [chatNumber]);
	if (!chatNumber) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_render_page.ExternalLink, {
		ref,
		href: chatHref(chatNumber, chatMessage),
		className: chat_button_module_default.chat,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.WhatsappIcon, { size: 26 }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "sr-only",
			children: [
				"Escríbanos por ",
				require_render_page.SITE.chatLabel,
				" para información de matrículas"
			]
		})]
	});
}
// src/features/public/components/home/citizen-band.tsx
/**
* The home page's visible link to Atención al ciudadano (Ley 1474 de 2011 art. 76 asks for one on
* the home page): where to file a PQRSD and where to follow it.
*/
function CitizenBand() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: home_module_default.citizen,
		"aria-labelledby": "atencion-titulo",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: `container ${home_module_default.citizenInner}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "atencion-titulo",
				children: "Atención al ciudadano"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Peticiones, quejas, reclamos, sugerencias y denuncias: reciba un número de radicado y una fecha de respuesta." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: home_module_default.citizenLinks,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					className: "button",
					to: require_site_common.PUBLIC_PATHS.pqrsd,
					children: "Enviar una solicitud"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: require_site_common.PUBLIC_PATHS.pqrsdconsulta,
					children: "Consultar una solicitud"
				})]
			})]
		})
	});
}
// src/features/public/pages/home-page.tsx
/**
* / (Inicio): carousel, pedagogical banner, community project, services, social media and radio,
* and the floating chat button (spec §2). The carousel reads its slides; every other text and
* source is the school's settings (loaded before the first render).
*/
var home_page_exports = /* @__PURE__ */ require_jsx_runtime$1.__exportAll({ default: () => HomePage });
var HomeBelowFold = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./home-below-fold-BA604bJY.cjs")).then((m) => m.HomeBelowFold));
var PAGE = require_site_common.pageById("home").title;
function HomePage() {
	require_site_common.usePageTitle(PAGE);
	const { title } = require_site_common.useSiteSettings();
	const carousel = require_page_common.useCollectionData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "sr-only",
			children: title ? `${title}: ${PAGE.toLowerCase()}` : PAGE
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel, { data: carousel }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CitizenBand, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeBelowFold, {
			noticias: carousel.also?.noticias,
			eventos: carousel.also?.eventos
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatButton, {})
	] });
}
exports.default = HomePage;
exports.facebookFeedUrl = facebookFeedUrl;
exports.home_module_default = home_module_default;
Object.defineProperty(exports, "home_page_exports", {
	enumerable: true,
	get: function() {
		return home_page_exports;
	}
});
exports.youtubeEmbedUrl = youtubeEmbedUrl;
