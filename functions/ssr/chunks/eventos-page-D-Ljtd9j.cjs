const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_render_page = require("../render-page.cjs");
const require_event_dates = require("./event-dates-B1-pOoEn.cjs");
// src/features/public/components/eventos/calendar-icon.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** A small calendar glyph for the "Agregar a mi calendario" links (decorative). */
function CalendarIcon({ size = 18 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		focusable: "false",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "3",
			y: "5",
			width: "18",
			height: "16",
			rx: "2"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" })]
	});
}
var eventos_module_default = {
	intro: "_7CWM6d",
	views: "_vmAgWB",
	agenda: "_epRz5R",
	month: "_7viOA9",
	monthTitle: "_8KjNWU",
	event: "_CLp-mp",
	eventTitle: "_yaYlmn",
	when: "_Z1OfCx",
	where: "_hEs3cT",
	addLink: "_TY-xi_",
	calendar: "_8VYXMW",
	monthNav: "_5lr-g-",
	grid: "_GTTDW4",
	day: "_fAj14t",
	otherMonth: "_ibHsHm",
	dayNumber: "_pOV-sy",
	today: "_k9Kj1C",
	chip: "_Ucb1eU",
	dayDetails: "_t-H0AG",
	busy: "_2F-g8c",
	button: "_YEuo0u",
	subscribeBox: "_sAIoKl",
	subscribeHeading: "_LVxs61",
	subscribeHelp: "_g1hcK8",
	subscribeLinks: "_EJChZ8",
	subscribeLink: "_t9z2Rd",
	subscribeFile: "_u16iDP"
};
// src/features/public/components/eventos/calendar-subscribe.tsx
/**
* "Tenga el calendario en su celular" (issue 48): the whole calendar (/eventos.ics) as a
* subscription, which a phone polls, instead of a file downloaded once that most Android phones
* cannot import. iPhone and macOS subscribe through webcal://; Android's calendar is Google's,
* which subscribes by URL (`cid=` the webcal address); Outlook has its own "add from web". The
* plain file stays for any other calendar.
*
* webcal:// needs the absolute address, which a relative link cannot give. The server's render
* and the browser's hydration use the build's SITE_ORIGIN (the same on both sides; the page
* without JavaScript links there); right after hydrating, React renders again with the page's own
* origin, the one the visitor is really on (a preview or the emulator has another): the server
* snapshot of useSyncExternalStore is exactly that two-step.
*/
/** The subscription addresses of the calendar served at `origin` (https://colegio.edu.co). */
function subscriptionLinks(origin, calendarName) {
	const https = `${origin.replace(/\/+$/, "")}${require_event_dates.CALENDAR_URL}`;
	const webcal = https.replace(/^https?:/, "webcal:");
	return {
		webcal,
		google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
		outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(calendarName)}`
	};
}
/** The origin never changes while the page is open: nothing to subscribe to. */
var noChanges = () => () => {};
var visitedOrigin = () => window.location.origin;
var builtOrigin = () => require_render_page.SITE_ORIGIN;
function CalendarSubscribe() {
	const { title } = require_site_common.useSiteSettings();
	const links = subscriptionLinks((0, import_react.useSyncExternalStore)(noChanges, visitedOrigin, builtOrigin), title ? `Eventos: ${title}` : "Eventos del colegio");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: eventos_module_default.subscribeBox,
		"aria-labelledby": "eventos-suscribirse",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "eventos-suscribirse",
				className: eventos_module_default.subscribeHeading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarIcon, { size: 22 }), "Tenga el calendario en su celular"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: eventos_module_default.subscribeHelp,
				children: "En iPhone toque «Suscribirse en iPhone» y confirme; en Android toque «Agregar a Google Calendar» con su cuenta de Google. Los eventos nuevos y los cambios aparecen solos."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: eventos_module_default.subscribeLinks,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: eventos_module_default.subscribeLink,
						href: links.webcal,
						children: "Suscribirse en iPhone"
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
						className: eventos_module_default.subscribeLink,
						href: links.google,
						children: "Agregar a Google Calendar"
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
						className: eventos_module_default.subscribeLink,
						href: links.outlook,
						children: "Agregar a Outlook"
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: eventos_module_default.subscribeFile,
						href: require_event_dates.CALENDAR_URL,
						children: "Descargar el archivo (iCalendar)"
					}) })
				]
			})
		]
	});
}
// src/features/public/pages/eventos-page.tsx
/**
* /eventos: the school's coming events, as an agenda (by month) or as a month grid, each with
* "Agregar a mi calendario", and the whole calendar to subscribe to (/eventos.ics: webcal, Google, Outlook). Ended events
* are not in the public answer; the page drops one that ends while it is open too.
*/
var eventos_page_exports = /* @__PURE__ */ require_jsx_runtime$1.__exportAll({ default: () => EventosPage });
var { title } = require_site_common.pageById("eventos");
var EventsAgenda = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./events-agenda-CGCZwUqO.cjs")).then((m) => m.EventsAgenda));
var EventsJsonLd = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./events-json-ld-CnShth2C.cjs")).then((m) => m.EventsJsonLd));
var MonthCalendar = (0, import_react.lazy)(() => Promise.resolve().then(() => require("./month-calendar-bhhxsKYj.cjs")).then((m) => ({ default: m.MonthCalendar })));
function EventosPage() {
	const data = require_page_common.useCollectionData();
	const [view, setView] = (0, import_react.useState)("agenda");
	require_site_common.usePageTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: eventos_module_default.intro,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: eventos_module_default.views,
					role: "group",
					"aria-label": "Vista del calendario",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						"aria-pressed": view === "agenda",
						onClick: () => setView("agenda"),
						children: "Agenda"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						"aria-pressed": view === "mes",
						onClick: () => setView("mes"),
						children: "Mes"
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarSubscribe, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, { lines: 6 }),
				children: (records) => {
					const events = require_event_dates.upcomingEvents(records);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventsJsonLd, { events }), view === "mes" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
						fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {
							lines: 6,
							label: "Cargando el calendario del mes…"
						}),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MonthCalendar, { events })
					}) : events.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "No hay eventos programados por ahora." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventsAgenda, { events })] });
				}
			})
		]
	});
}
exports.CalendarIcon = CalendarIcon;
exports.default = EventosPage;
exports.eventos_module_default = eventos_module_default;
Object.defineProperty(exports, "eventos_page_exports", {
	enumerable: true,
	get: function() {
		return eventos_page_exports;
	}
});
