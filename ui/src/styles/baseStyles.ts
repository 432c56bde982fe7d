// The design tokens and the global styles every page (and Storybook, and the keystroke bench) starts from.
import './tokens.css';
import './global.css';
