// Package galaxies is Galaxies (Tentaisho, Spiral Galaxies): divide the
// board along the cell sides into regions (galaxies), each holding
// exactly one dot and turning onto itself by a half turn about it. A dot
// stands at a cell's centre, on a side between two cells or on a corner
// between four.
package galaxies
