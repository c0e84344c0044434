// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;

namespace scouter::ui {

class EncounterController;

// Above the board while a reaction is offered: who may answer it, against whom and why
// ("Bex, Cal may answer Ash's Movement with a Reaction"), and how to let it go.
// The rows of those who may answer are marked on the board too. Hidden when nothing is offered.
class OfferBanner : public QFrame {
    Q_OBJECT

public:
    explicit OfferBanner(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] QString text() const;

private:
    void sync();

    EncounterController& m_controller;
    QLabel* m_text = nullptr;
};

} // namespace scouter::ui
