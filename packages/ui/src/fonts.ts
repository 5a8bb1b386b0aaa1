// The opt-in entry `@planmywalk/ui/fonts`: Inter, the theme's typeface, as a variable
// font. Import it once at the app's entry (its only effect is the @font-face rules), so
// a site that serves its own fonts does not pay for ours. Shipped with the package so
// text renders the same everywhere, including the screenshot tests.
import '@fontsource-variable/inter/wght.css';
