// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QSize>
#include <QString>
#include <QStyleOptionViewItem>

#include <functional>
#include <optional>

namespace scouter::ui {

// The sizes a style gave the texts of a view's cells, remembered by everything its layout reads
// (text, font, features, width, decoration, alignment): a tree of 200 rows asks every row's after
// each change, and shaping the same name again each time was most of a board's update.
class StyledSizes {
public:
    // The size of the cell `laid` describes (its option after initStyleOption): remembered, or
    // `measure`d once.
    [[nodiscard]] QSize of(const QStyleOptionViewItem& laid, const std::function<QSize()>& measure) const;

    // What the style's layout of a cell reads (the strings shared, not copied).
    struct Key {
        QString text;
        QString font; // QFont::key()
        int features = 0;
        int width = 0;
        int decoration = 0;
        bool icon = false;
        int alignment = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };

private:
    mutable QHash<Key, QSize> m_sizes;
    mutable std::optional<QFont> m_keyedFont; // the font whose key() is m_fontKey
    mutable QString m_fontKey;
};

size_t qHash(const StyledSizes::Key& key, size_t seed = 0) noexcept;

} // namespace scouter::ui
