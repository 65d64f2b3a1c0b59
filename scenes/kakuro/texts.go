package kakuro

// The game's words live in its texts package, which registers them with
// scenes/i18n when linked in: this import is what links them.
import _ "cifra/scenes/kakuro/texts"
