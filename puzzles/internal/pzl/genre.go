package pzl

import "strings"

// genres are the puzz.link genres whose URLs go by several names: the name
// pzprjs writes in the URLs it makes first (its "pzprurl", or else its
// genre id), then every other name it reads as the same genre (the genre
// id, its "alias" and its "kanpen" names), as pzprjs's src/pzpr/variety.js
// lists them. A genre with one name has no entry.
var genres = [][]string{
	{"hashi", "hashikake", "bridges"},
	{"akari", "lightup", "bijutsukan"},
	{"mashu", "masyu", "pearl"},
	{"numlin", "numberlink"},
	{"slither", "slitherlink"},
}

// modes are the suffixes pzprjs reads after a genre's name to open the
// puzzle in its editor or its player ("akari_edit").
var modes = []string{"_edit", "_play"}

// Canonical returns the name pzprjs writes in its URLs for the genre that
// name names: "hashi" for "hashikake", "bridges" or "hashi_play". A name
// pzprjs knows no other name for comes back as it is, without a mode
// suffix.
func Canonical(name string) string {
	return Aliases(name)[0]
}

// Aliases returns every name pzprjs reads as the genre that name names,
// the one it writes first ([name] alone, without a mode suffix, for a
// genre with one name).
func Aliases(name string) []string {
	for _, m := range modes {
		name = strings.TrimSuffix(name, m)
	}
	for _, g := range genres {
		for _, n := range g {
			if n == name {
				return g
			}
		}
	}
	return []string{name}
}
