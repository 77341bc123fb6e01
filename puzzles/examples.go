package puzzles

import (
	"errors"
	"fmt"
	"strings"
)

// ReadExamples reads a file of examples, the examples.txt that each type
// embeds. The format:
//
//   - A line "== NAME" starts an example named NAME (spaces around the name
//     are dropped). No other line may start with "==".
//   - The example's text is every line after its header up to the next
//     header or the end of the file, joined by newlines. So the text ends
//     with a newline exactly when a blank line closes it: a grid that ends
//     with a newline is followed by one blank line, a game ID by none.
//   - Lines before the first header are comments (where the examples came
//     from, say).
//   - Names are unique, texts not empty, and the file holds no carriage
//     return.
//
// Errors name the line they are found on.
func ReadExamples(file string) ([]Example, error) {
	if i := strings.IndexByte(file, '\r'); i >= 0 {
		return nil, fmt.Errorf("line %d: carriage return", 1+strings.Count(file[:i], "\n"))
	}
	var (
		examples []Example
		start    int // the line of the last example's header
		lines    []string
	)
	end := func() error {
		if len(examples) == 0 {
			return nil
		}
		text := strings.Join(lines, "\n")
		if strings.TrimSpace(text) == "" {
			return fmt.Errorf("line %d: example %q has no text", start, examples[len(examples)-1].Name)
		}
		examples[len(examples)-1].Text = text
		return nil
	}
	for i, line := range strings.Split(strings.TrimSuffix(file, "\n"), "\n") {
		if !strings.HasPrefix(line, "==") {
			lines = append(lines, line)
			continue
		}
		if err := end(); err != nil {
			return nil, err
		}
		name, err := header(examples, line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		examples, start, lines = append(examples, Example{Name: name}), i+1, nil
	}
	if len(examples) == 0 {
		return nil, errors.New("no examples: no line starts with \"== \"")
	}
	return examples, end()
}

// header returns the name in an example's header line, which must differ
// from the names of the examples before it.
func header(before []Example, line string) (string, error) {
	rest, ok := strings.CutPrefix(line, "== ")
	name := strings.TrimSpace(rest)
	if !ok || name == "" {
		return "", fmt.Errorf("header %q: want \"== NAME\"", line)
	}
	for _, ex := range before {
		if ex.Name == name {
			return "", fmt.Errorf("example %q again", name)
		}
	}
	return name, nil
}

// MustReadExamples is ReadExamples for a file embedded in the program: it
// panics, naming the file, when the file is bad.
func MustReadExamples(name, file string) []Example {
	examples, err := ReadExamples(file)
	if err != nil {
		panic(name + ": " + err.Error())
	}
	return examples
}
