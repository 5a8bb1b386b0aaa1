// Inter is shipped with the package so text renders the same everywhere,
// including the screenshot tests, regardless of the fonts installed on a machine.
import '@fontsource-variable/inter/wght.css';
