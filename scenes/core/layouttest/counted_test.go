package layouttest

import "testing"

// A form's pattern finds the form's words with any values for its
// verbs, a broken line too, and not another form whose words hold it.
func TestFormPattern(t *testing.T) {
	for _, c := range []struct {
		form, text string
		want       bool
	}{
		{"%d point", "1 point", true},
		{"%d point", "Ana: 1 point.", true},
		{"%d point", "1 points", false},
		{"%d points", "3 point", false},
		{"%s scores %d points!", "Ana Maria\nscores 3 points!", true},
		{"%[2]d × 2 = %[1]d очка", "3 × 2 = 6 очка", true},
		{"%d очка", "6 очков", false},
		{"100%% of %d", "100% of 3", true},
		{"Il faut %d doubleur", "Il faut 1 doubleur", true},
	} {
		if got := formPattern(c.form).MatchString(c.text); got != c.want {
			t.Errorf("%q in %q: %v, want %v", c.form, c.text, got, c.want)
		}
	}
}
