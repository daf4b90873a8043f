const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
// src/features/public/components/gallery/photos.ts
/** The width srcsets assume: the gallery rule's largest long side. */
var PHOTO_WIDTH = 2048;
var PHOTO_HEIGHT = 1536;
function photosOf(album) {
	const raw = album.photos;
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((p) => p && typeof p.image === "string" && p.image ? [{
		image: p.image,
		alt: typeof p.alt === "string" ? p.alt : ""
	}] : []);
}
/** The cover's file: the chosen one, else the first photo. */
function coverOf(album) {
	const photos = photosOf(album);
	return photos.find((p) => p.image === album.cover) ?? photos[0];
}
/** Newest first by the album's date; albums without one last. */
function newestFirst(albums) {
	return [...albums].sort((a, b) => String(b.date ?? "").localeCompare(String(a.date ?? "")));
}
var photoCount = (n) => n === 1 ? "1 foto" : `${n} fotos`;
var gallery_module_default = {
	meta: "_A38bOE",
	albums: "_TIneD5",
	album: "_oy14qf",
	albumCover: "_bGUWRI",
	albumTitle: "_oMP-gl",
	grid: "_htUG7W",
	thumb: "_MX3hmZ",
	thumbImage: "_D8owfL",
	viewer: "_DLva0S",
	viewerBar: "_aPXG2Q",
	viewerNav: "_QsxCVN",
	viewerPosition: "_OiYnVA",
	viewerButton: "_P7wd-H",
	viewerFigure: "_OIkK9c",
	viewerImage: "_4QFGye",
	viewerCaption: "_Zt5G-Y"
};
// src/features/public/components/gallery/album-list.tsx
/** /galeria's albums, newest first: cover, title (the link), date and how many photos. */
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var albumPath = (album) => `${require_site_common.PUBLIC_PATHS.galeria}/${encodeURIComponent(String(album.slug ?? album._id))}`;
function AlbumList({ albums }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: gallery_module_default.albums,
		children: newestFirst(albums).map((album, i) => {
			const cover = coverOf(album);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: gallery_module_default.album,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
						name: cover?.image,
						alt: "",
						width: PHOTO_WIDTH,
						height: PHOTO_HEIGHT,
						priority: i === 0,
						sizes: "(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw",
						className: gallery_module_default.albumCover
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: gallery_module_default.albumTitle,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: albumPath(album),
							children: String(album.title ?? "")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: gallery_module_default.meta,
						children: [
							album.date ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: album.date,
								children: require_page_common.formatDay(album.date)
							}) : null,
							album.date ? " · " : null,
							photoCount(photosOf(album).length)
						]
					})
				]
			}, album._id);
		})
	});
}
// src/features/public/components/gallery/photo-viewer.tsx
var import_react = require_jsx_runtime$1.require_react();
/** A swipe: at least this many px sideways, and more sideways than up or down. */
var SWIPE_PX = 40;
function PhotoViewer({ title, photos, index, onIndex, onClose }) {
	const dialog = (0, import_react.useRef)(null);
	const start = (0, import_react.useRef)(null);
	const photo = photos[index];
	const go = (step) => onIndex((index + step + photos.length) % photos.length);
	(0, import_react.useEffect)(() => {
		const node = dialog.current;
		if (node && !node.open) node.showModal?.();
	}, []);
	function onKeyDown(event) {
		if (event.key === "ArrowRight") go(1);
		else if (event.key === "ArrowLeft") go(-1);
		else return;
		event.preventDefault();
	}
	function onPointerUp(event) {
		const from = start.current;
		start.current = null;
		if (!from) return;
		const dx = event.clientX - from.x;
		if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
	}
	const captionId = "visor-pie";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: gallery_module_default.viewer,
		"aria-label": `${title}: visor de fotos`,
		"aria-describedby": captionId,
		onClose,
		onCancel: (e) => {
			e.preventDefault();
			onClose();
		},
		onKeyDown,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: gallery_module_default.viewerBar,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: gallery_module_default.viewerPosition,
					"aria-live": "polite",
					children: [
						index + 1,
						" de ",
						photos.length
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: gallery_module_default.viewerButton,
					onClick: onClose,
					autoFocus: true,
					children: "Cerrar"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
				className: gallery_module_default.viewerFigure,
				onPointerDown: (e) => start.current = {
					x: e.clientX,
					y: e.clientY
				},
				onPointerUp,
				onPointerCancel: () => start.current = null,
				onDragStart: (e) => e.preventDefault(),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
					name: photo.image,
					alt: photo.alt,
					width: PHOTO_WIDTH,
					height: PHOTO_HEIGHT,
					priority: true,
					sizes: "100vw",
					className: gallery_module_default.viewerImage
				}, photo.image), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", {
					id: captionId,
					className: gallery_module_default.viewerCaption,
					children: photo.alt
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: gallery_module_default.viewerNav,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: gallery_module_default.viewerButton,
					onClick: () => go(-1),
					"aria-label": "Foto anterior",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "‹ "
					}), "Anterior"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: gallery_module_default.viewerButton,
					onClick: () => go(1),
					"aria-label": "Foto siguiente",
					children: ["Siguiente", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: " ›"
					})]
				})]
			})
		]
	});
}
// src/features/public/components/gallery/album-view.tsx
/**
* One album: its heading, date and description, the grid of thumbnails (each a button that opens
* the viewer at that photo) and the viewer. Thumbnails are at most the 480 px variants,
* in fixed 4:3 boxes; only the first loads eagerly, the rest once they come within 200 px
* of the viewport (`whenNear`: the browser's own lazy loading would fetch half the album).
*
* The open photo lives in the history entry (`foto` beside the router's own fields, the address
* unchanged): opening one pushes an entry, so a phone's Back closes the viewer instead of leaving
* the album; the arrows replace it; closing with the button or Escape goes back, so no entry is
* left behind; Forward (or a reload) opens the photo again.
*/
/**
* Thumbnails never fetch more than the 480 px variant: sharp in a 15rem or half-phone box, where
* a phone's 3x screen would otherwise pick the 960 px one for every photo near the screen.
*/
var THUMB_LARGEST = 480;
/** The photo the current history entry has open, if any. */
function photoInHistory() {
	const photo = window.history.state?.foto;
	return typeof photo === "number" && Number.isInteger(photo) && photo >= 0 ? photo : null;
}
/** The current entry with `foto` set: the router's key stays, so the page is not mounted again. */
var withPhoto = (photo) => ({
	...window.history.state,
	foto: photo
});
function AlbumView({ album }) {
	const photos = photosOf(album);
	const title = String(album.title ?? "");
	const [open, setOpen] = (0, import_react.useState)(null);
	const grid = (0, import_react.useRef)(null);
	const returnTo = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (open !== null || returnTo.current === null) return;
		grid.current?.querySelectorAll("button")[returnTo.current]?.focus();
		returnTo.current = null;
	}, [open]);
	(0, import_react.useEffect)(() => {
		const follow = () => {
			const photo = photoInHistory();
			const next = photo !== null && photo < photos.length ? photo : null;
			setOpen((shown) => {
				if (next === null && shown !== null) returnTo.current = shown;
				return next;
			});
		};
		follow();
		window.addEventListener("popstate", follow);
		return () => window.removeEventListener("popstate", follow);
	}, [photos.length]);
	function show(photo) {
		window.history.pushState(withPhoto(photo), "");
		setOpen(photo);
	}
	function step(photo) {
		window.history.replaceState(withPhoto(photo), "");
		setOpen(photo);
	}
	function close() {
		if (photoInHistory() !== null) {
			window.history.back();
			return;
		}
		returnTo.current = open;
		setOpen(null);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: require_content_module.content_module_default.breadcrumb,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_site_common.PUBLIC_PATHS.galeria,
				children: "Galería de fotos"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: gallery_module_default.meta,
			children: [
				album.date ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: album.date,
					children: require_page_common.formatDay(album.date)
				}) : null,
				album.date ? " · " : null,
				photoCount(photos.length)
			]
		}),
		require_rich_text.hasRichText(album.description) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
			value: album.description,
			className: require_content_module.content_module_default.prose,
			headingLevel: 2
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: gallery_module_default.grid,
			ref: grid,
			children: photos.map((photo, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: gallery_module_default.thumb,
				onClick: () => show(i),
				"aria-haspopup": "dialog",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
					name: photo.image,
					alt: photo.alt,
					width: PHOTO_WIDTH,
					height: PHOTO_HEIGHT,
					priority: i === 0,
					sizes: "(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 48vw",
					largest: THUMB_LARGEST,
					whenNear: true,
					className: gallery_module_default.thumbImage
				})
			}) }, photo.image))
		}),
		open !== null && photos[open] && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoViewer, {
			title,
			photos,
			index: open,
			onIndex: step,
			onClose: close
		})
	] });
}
// src/features/public/pages/gallery-page.tsx
/**
* /galeria (the albums, newest first) and /galeria/{slug} (one album with its viewer), issue 25.
* Both read the `galerias` collection; an album is found by the slug the server gave it.
*/
var { title } = require_site_common.pageById("galeria");
function AlbumTitle({ name }) {
	require_site_common.usePageTitle(`${name} | ${title}`);
	return null;
}
function GalleryPage() {
	const { slug } = require_site_common.useParams();
	const data = require_page_common.useCollectionData();
	require_site_common.usePageTitle(slug === void 0 ? title : `Álbum | ${title}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [slug === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: require_content_module.content_module_default.prose,
			children: "Las fotos de los actos, ferias y celebraciones de la institución."
		})] }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
			data,
			loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {}),
			children: (albums) => {
				if (slug === void 0) return albums.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "Aún no hay álbumes publicados." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlbumList, { albums });
				const album = albums.find((a) => a.slug === slug);
				if (!album) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: require_content_module.content_module_default.title,
					children: "Álbum no encontrado"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_page_common.EmptyState, { children: [
					"Este álbum no existe o ya no está publicado. Vea la ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.galeria,
						children: "Galería de fotos"
					}),
					"."
				] })] });
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlbumTitle, { name: String(album.title ?? "") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlbumView, { album })] });
			}
		})]
	});
}
exports.default = GalleryPage;
