package helppics

// The pictures' captions are the game's words, registered by its texts
// package: linked in here too, for the pictures' own tests.
import _ "cifra/scenes/knister/texts"
