const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
const require_render_page = require("../render-page.cjs");
const require_home_page = require("./home-page-CEIqF8RM.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_news_card = require("./news-card-C3pZOgM6.cjs");
const require_news_common = require("./news-common-KAifHvPc.cjs");
const require_event_dates = require("./event-dates-B1-pOoEn.cjs");
// src/features/public/components/home/community-section.tsx
/**
* The community project of the home page: its description and the embedded video (autoplay,
* muted, looping), both from the school's settings. The video frame is mounted only near the
* viewport once the page is ready.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function CommunitySection() {
	const settings = require_site_common.useSiteSettings();
	const video = require_home_page.youtubeEmbedUrl(settings.communityVideo);
	if (!settings.communityTitle && !video) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: require_home_page.home_module_default.community,
		"aria-labelledby": "proyecto-titulo",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: `container ${require_home_page.home_module_default.split}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				settings.communityEyebrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_home_page.home_module_default.eyebrow,
					children: settings.communityEyebrow
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "proyecto-titulo",
					children: settings.communityTitle
				}),
				require_site_common.paragraphs(settings.communityText).map((text, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text }, i))
			] }), video && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.DeferredIframe, {
				src: video,
				title: require_render_page.SITE.communityVideoTitle,
				width: 16,
				height: 9,
				allow: "autoplay; encrypted-media; picture-in-picture",
				className: require_home_page.home_module_default.video,
				placeholder: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: require_home_page.home_module_default.videoPlaceholder,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.PlayIcon, { size: 40 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "El video se cargará en un momento."
					})]
				})
			})]
		})
	});
}
var latest_circular_module_default = {
	section: "_q-qHAQ",
	card: "_afhOiX",
	heading: "_QMr0Bi",
	title: "_5zgxgM",
	links: "_7fN58D",
	pdf: "_MTYRrf"
};
// src/features/public/components/home/latest-circular.tsx
/**
* The home page's latest circular (issue 48): a compact card right after the citizen band, so a
* parent on a phone finds it in the first screens instead of 4.8 screens down in "Noticias". The
* list is already in the page's data (home loads noticias with its carousel); nothing is shown
* while there is no circular, so no empty box takes the space.
*/
function LatestCircular({ data }) {
	if (!data) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.Deferred, {
		resolve: data,
		loading: null,
		failed: () => null,
		report: "Error al cargar la última circular:",
		children: (records) => {
			const latest = require_news_common.newestFirst(records).find((item) => item.kind === "circular");
			if (!latest) return null;
			const day = require_date_time.formatSchoolDay(require_page_common.text(latest.publishAt));
			const pdf = require_page_common.text(latest.attachment);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: `container ${latest_circular_module_default.section}`,
				"aria-labelledby": "inicio-circular",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: latest_circular_module_default.card,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
							id: "inicio-circular",
							className: latest_circular_module_default.heading,
							children: ["Última circular", day && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: require_page_common.text(latest.publishAt),
								children: day
							})] })]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: latest_circular_module_default.title,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: require_news_common.articlePath(latest),
								children: require_page_common.text(latest.title)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: latest_circular_module_default.links,
							children: [pdf && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
								className: latest_circular_module_default.pdf,
								href: require_site_common.mediaUrl(pdf),
								type: "application/pdf",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.FileIcon, { size: 18 }), "Ver el PDF"]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: require_site_common.PUBLIC_PATHS.circulares,
								children: "Todas las circulares"
							})]
						})
					]
				})
			});
		}
	});
}
// src/features/public/components/home/latest-news.tsx
/**
* The home page's three latest published items (the function leaves out scheduled and withdrawn
* ones), in the "Noticias" section.
*/
function LatestNews({ data }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.Deferred, {
		resolve: data,
		loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, { lines: 3 }),
		failed: () => null,
		report: "Error al cargar noticias:",
		children: (records) => {
			const latest = require_news_common.newestFirst(records).slice(0, 3);
			if (latest.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Todavía no hay noticias publicadas." });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: require_news_common.news_module_default.grid,
				children: latest.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_news_card.NewsCard, {
					item,
					headingLevel: 3
				}) }, item._id))
			});
		}
	});
}
// src/features/public/components/home/news-section.tsx
/**
* The home page's "Noticias": the three latest published items and a link to all of them. Part of
* the home page below its first screen (home-below-fold.tsx), whose code comes as it nears it.
*/
function NewsSection({ data }) {
	if (!data) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: `container ${require_home_page.home_module_default.newsSection}`,
		"aria-labelledby": "inicio-noticias",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "inicio-noticias",
				className: require_home_page.home_module_default.newsHeading,
				children: "Noticias"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LatestNews, { data }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_site_common.PUBLIC_PATHS.noticias,
				className: require_home_page.home_module_default.newsMore,
				children: "Ver todas las noticias y circulares"
			})
		]
	});
}
// src/features/public/components/home/pedagogy-banner.tsx
/**
* The pedagogical banner of the home page: its question, its tagline and the four tiles. The texts
* are the school's settings; each icon belongs to its tile's place.
*/
var TILE_ICONS = [
	/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4M8 7h8M8 11h6" }),
	/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" }),
	/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m14.7 6.3 3 3M3 21l4.5-1 11.8-11.8a2.1 2.1 0 0 0-3-3L4.5 17z" }),
	/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M10 3h4v3a2 2 0 1 0 4 0h3v5h-3a2 2 0 1 0 0 4h3v6h-6v-3a2 2 0 1 0-4 0v3H4v-6h3a2 2 0 1 0 0-4H4V6h6z" })
];
function PedagogyBanner() {
	const settings = require_site_common.useSiteSettings();
	const tiles = require_site_common.tilesOf(settings, "tile");
	if (!settings.pedagogyTitle && tiles.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: require_home_page.home_module_default.pedagogy,
		"aria-labelledby": "pedagogia-titulo",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "pedagogia-titulo",
					className: require_home_page.home_module_default.pedagogyTitle,
					children: settings.pedagogyTitle
				}),
				settings.pedagogyTagline && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_home_page.home_module_default.tagline,
					children: settings.pedagogyTagline
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: require_home_page.home_module_default.tiles,
					children: tiles.map((tile) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: require_home_page.home_module_default.tile,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
								className: require_home_page.home_module_default.tileIcon,
								viewBox: "0 0 24 24",
								width: "40",
								height: "40",
								fill: "none",
								stroke: "currentColor",
								strokeWidth: "1.75",
								strokeLinecap: "round",
								strokeLinejoin: "round",
								"aria-hidden": "true",
								focusable: "false",
								children: TILE_ICONS[tile.position]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: tile.title }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: tile.text })
						]
					}, tile.position))
				})
			]
		})
	});
}
// src/features/public/components/home/services-section.tsx
/** The services of the home page: the levels the school offers, from the school's settings. */
function ServicesSection() {
	const settings = require_site_common.useSiteSettings();
	const services = require_site_common.tilesOf(settings, "service");
	if (!settings.servicesTitle && services.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: require_home_page.home_module_default.services,
		"aria-labelledby": "servicios-titulo",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "servicios-titulo",
					children: settings.servicesTitle
				}),
				settings.servicesLine && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_home_page.home_module_default.servicesLine,
					children: settings.servicesLine
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: require_home_page.home_module_default.serviceList,
					children: services.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: require_home_page.home_module_default.service,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: require_home_page.home_module_default.serviceNumber,
								"aria-hidden": "true",
								children: String(s.position + 1).padStart(2, "0")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: s.title }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: s.text })
						]
					}, s.position))
				})
			]
		})
	});
}
// src/features/public/components/home/social-section.tsx
/**
* The social-media section of the home page: the social-network page feed (a third-party frame,
* mounted only near the viewport once the page is ready) and the school radio, both from the
* school's settings. The player
* downloads nothing until the visitor presses play (preload="none").
*/
function SocialSection() {
	const s = require_site_common.useSiteSettings();
	if (!s.facebookFeed && !s.radioStream) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: require_home_page.home_module_default.social,
		"aria-labelledby": "redes-titulo",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "redes-titulo",
				children: "Síganos y escúchenos"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_home_page.home_module_default.socialGrid,
				children: [s.facebookFeed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
					className: require_home_page.home_module_default.panel,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
							className: require_home_page.home_module_default.panelTitle,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.FacebookIcon, { size: 22 }), "Nuestra comunidad en Facebook"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.DeferredIframe, {
							src: require_home_page.facebookFeedUrl(s.facebookFeed),
							title: require_render_page.SITE.socialFeedTitle,
							width: 500,
							height: 560,
							allow: "encrypted-media",
							className: require_home_page.home_module_default.feed,
							placeholder: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: require_home_page.home_module_default.feedPlaceholder,
								children: "Cargando publicaciones…"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: require_home_page.home_module_default.panelFoot,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
								href: s.facebookFeed,
								children: "Ver la página completa en Facebook"
							})
						})
					]
				}), s.radioStream && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
					className: `${require_home_page.home_module_default.panel} ${require_home_page.home_module_default.radio}`,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
							className: require_home_page.home_module_default.panelTitle,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.RadioIcon, { size: 22 }), s.radioName || "Emisora escolar"]
						}),
						s.radioDescription && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: s.radioDescription }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("audio", {
							className: require_home_page.home_module_default.player,
							controls: true,
							preload: "none",
							src: s.radioStream,
							children: [
								"Su navegador no puede reproducir la emisora. ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
									href: s.radioStream,
									children: "Abra la transmisión aquí"
								}),
								"."
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: require_home_page.home_module_default.onAir,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: require_home_page.home_module_default.liveDot,
								"aria-hidden": "true"
							}), " Transmisión en vivo"]
						})
					]
				})]
			})]
		})
	});
}
// src/features/public/components/home/upcoming-events.tsx
/**
* The home page's next three events, with a link to the whole calendar. Last on the page, so the
* section appearing (or not, when nothing is planned) moves nothing a visitor is looking at.
*/
function UpcomingEvents({ records }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
		data: {
			collection: "eventos",
			records
		},
		loading: null,
		failed: null,
		children: (records) => {
			const next = require_event_dates.upcomingEvents(records).slice(0, 3);
			if (next.length === 0) return null;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: require_home_page.home_module_default.upcoming,
				"aria-labelledby": "proximos-eventos",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "container",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "proximos-eventos",
							children: "Próximos eventos"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: require_home_page.home_module_default.upcomingList,
							children: next.map((event) => {
								const day = require_event_dates.dayOf(event.start);
								return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
									className: require_home_page.home_module_default.upcomingItem,
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: require_home_page.home_module_default.badge,
										"aria-hidden": "true",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: Number(day.slice(8)) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: require_event_dates.formatMonthShort(day) })]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: event.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: require_home_page.home_module_default.upcomingWhen,
										children: require_event_dates.formatWhen(event)
									})] })]
								}, event._id);
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: require_site_common.PUBLIC_PATHS.eventos,
							children: "Ver todos los eventos"
						})
					]
				})
			});
		}
	});
}
// src/features/public/components/home/home-below-fold.tsx
function HomeBelowFold({ noticias, eventos }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LatestCircular, { data: noticias }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PedagogyBanner, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommunitySection, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ServicesSection, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewsSection, { data: noticias }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SocialSection, {}),
		eventos && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UpcomingEvents, { records: eventos })
	] });
}
exports.HomeBelowFold = HomeBelowFold;
