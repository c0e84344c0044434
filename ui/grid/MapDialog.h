// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid/GridMap.h"

#include "Result.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QThread;

namespace scouter::ui {

class BackgroundLoader;
class EncounterController;

// The map under an encounter's grid (Encounter › Map…, the prep's Map… button): a picture file
// (PNG, JPEG or WebP), how many of its pixels make one square and where its corner lies, each
// change previewed on the grid at once; Remove map takes it away. A file that cannot be used is
// refused with the reason and the map stays as it was. OK keeps the map (saved first, when a
// saver is set: the dialog closes once it is written, or shows why not); Cancel puts the
// previous one back.
class MapDialog : public QDialog {
    Q_OBJECT

public:
    // Writes the map, `before` being the one the dialog opened with; `done` says how it went.
    using Saver =
        std::function<void(const GridMap& before, const GridMap& after, std::function<void(store::Status)> done)>;

    explicit MapDialog(GridMap current, QWidget* parent = nullptr);
    ~MapDialog() override;

    // The running encounter's dialog: previews on `controller`, saves through `loader`'s worker
    // connections. Opened window-modal; deleted when closed.
    static MapDialog* openFor(EncounterController& controller, BackgroundLoader& loader, QWidget* parent);

    [[nodiscard]] const GridMap& map() const { return m_map; }
    [[nodiscard]] const GridMap& original() const { return m_original; }
    void setSaver(Saver saver) { m_saver = std::move(saver); }
    // Reads the file on a worker thread; fileRead() follows, the map changed or the reason shown.
    void chooseFile(const QString& path);
    [[nodiscard]] bool busy() const { return m_reading != nullptr || m_saving; }

    [[nodiscard]] QDoubleSpinBox& squarePixelsField() const { return *m_squarePixels; }
    [[nodiscard]] QDoubleSpinBox& offsetXField() const { return *m_offsetX; }
    [[nodiscard]] QDoubleSpinBox& offsetYField() const { return *m_offsetY; }
    [[nodiscard]] QPushButton& chooseButton() const { return *m_choose; }
    [[nodiscard]] QPushButton& removeButton() const { return *m_remove; }
    [[nodiscard]] QPushButton& okButton() const { return *m_ok; }
    [[nodiscard]] QLabel& messageLabel() const { return *m_message; }
    [[nodiscard]] QLabel& fileLabel() const { return *m_file; }

    void accept() override;
    void reject() override;

Q_SIGNALS:
    // The map as the dialog shows it now, on every change: the grid previews it.
    void previewed(const scouter::ui::GridMap& map);
    // A file asked for by chooseFile() was read (or refused).
    void fileRead(bool ok);
    // The map was saved (or, without a saver, kept) and the dialog closed.
    void kept(const scouter::ui::GridMap& map);

private:
    void setMap(GridMap map);
    void showMap();
    void placementEdited();
    void pictureRead(const QString& name, store::Result<std::shared_ptr<const MapPicture>> picture);

    GridMap m_original;
    GridMap m_map;
    Saver m_saver;
    QPointer<QThread> m_reading;
    bool m_saving = false;
    bool m_showing = false; // filling the fields from the map: no edit to take back
    QLabel* m_file = nullptr;
    QDoubleSpinBox* m_squarePixels = nullptr;
    QDoubleSpinBox* m_offsetX = nullptr;
    QDoubleSpinBox* m_offsetY = nullptr;
    QPushButton* m_choose = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_ok = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace scouter::ui
