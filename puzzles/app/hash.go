package app

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// HashVersion is the current version of the URL hash format.
const HashVersion = "v1"

// Hash returns the URL fragment holding the whole puzzle:
// "#TYPE/v1/DATA", DATA being the canonical text, raw-DEFLATE compressed
// and base64url encoded without padding.
func Hash(inst puzzles.Instance) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	io.WriteString(w, inst.String())
	w.Close()
	return "#" + inst.TypeName() + "/" + HashVersion + "/" + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// FromHash parses a URL fragment made by Hash.
func FromHash(hash string) (puzzles.Instance, error) {
	parts := strings.SplitN(strings.TrimPrefix(hash, "#"), "/", 3)
	if len(parts) != 3 {
		return nil, fmt.Errorf("the link is malformed: expected #TYPE/%s/DATA", HashVersion)
	}
	if _, err := all.Lookup(parts[0]); err != nil {
		return nil, fmt.Errorf("the link names an unknown puzzle type %q", parts[0])
	}
	if parts[1] != HashVersion {
		return nil, fmt.Errorf("the link has format version %q; this app reads %s", parts[1], HashVersion)
	}
	text, err := hashText(parts[2])
	if err != nil {
		return nil, err
	}
	inst, err := all.ParseAs(parts[0], text)
	if err != nil {
		return nil, fmt.Errorf("the link's puzzle does not parse: %w", err)
	}
	return inst, nil
}

// hashText is the puzzle text of a hash's DATA part.
func hashText(data string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil {
		return "", fmt.Errorf("the link's puzzle data is damaged (not base64url)")
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), puzzles.MaxInput+1))
	if err != nil {
		return "", fmt.Errorf("the link's puzzle data is damaged (truncated?)")
	}
	if len(text) > puzzles.MaxInput {
		return "", fmt.Errorf("the link's puzzle is larger than %d bytes", puzzles.MaxInput)
	}
	return string(text), nil
}

// fromAnyHash is FromHash that also reads a hash of a type this build does
// not hold, as an *Away.
func fromAnyHash(hash string) (puzzles.Instance, error) {
	parts := strings.SplitN(strings.TrimPrefix(hash, "#"), "/", 3)
	if _, err := all.Lookup(parts[0]); err == nil || len(parts) != 3 || parts[1] != HashVersion {
		return FromHash(hash)
	}
	text, err := hashText(parts[2])
	if err != nil {
		return nil, err
	}
	return &Away{Name: parts[0], Text: text}, nil
}
