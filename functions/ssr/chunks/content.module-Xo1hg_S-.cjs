var content_module_default = {
	page: "_W6wl15",
	banner: "_KEVqb6",
	prose: "_5FJLNf",
	article: "_aDtuD4",
	lead: "_efAHl4",
	section: "_86K3jM",
	list: "_ayQMzX",
	callout: "_xKJ4RL",
	cards: "_hXbQ1N",
	card: "_If4UxK",
	breadcrumb: "_iih4sJ",
	title: "_theGQj"
};
Object.defineProperty(exports, "content_module_default", {
	enumerable: true,
	get: function() {
		return content_module_default;
	}
});
