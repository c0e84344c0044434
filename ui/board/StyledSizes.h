// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QSize>
#include <QString>
#include <QStyleOptionViewItem>

#include <functional>

namespace scouter::ui {

// The sizes a style gave the texts of a view's cells, remembered by everything its layout reads
// (text, font, features, width, decoration, alignment): a tree of 200 rows asks every row's after
// each change, and shaping the same name again each time was most of a board's update.
class StyledSizes {
public:
    // The size of the cell `laid` describes (its option after initStyleOption): remembered, or
    // `measure`d once.
    [[nodiscard]] QSize of(const QStyleOptionViewItem& laid, const std::function<QSize()>& measure) const;

    // What the style's layout of a cell reads besides its font (the strings shared, not copied).
    struct Key {
        QString text;
        int features = 0;
        int width = 0;
        int decoration = 0;
        bool icon = false;
        int alignment = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };

private:
    mutable LayoutCache<Key, QSize> m_sizes{4096}; // names × widths: a bound however long the fight
};

size_t qHash(const StyledSizes::Key& key, size_t seed = 0) noexcept;

} // namespace scouter::ui
