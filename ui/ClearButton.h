// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLineEdit;

namespace scouter::ui {

// Gives a field its clear button from its first text on. The button only shows over text anyway;
// the first one a run makes costs Qt a search of the icon theme for its picture (a few
// milliseconds) that would otherwise hold up the window's first paint.
void clearButtonOnceTyped(QLineEdit& field);

} // namespace scouter::ui
